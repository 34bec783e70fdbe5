// Foundation's geometry names for macOS, the same types as CoreGraphics'. Only macOS has them, so here they are
// declared with AppKit.

// Foundation/NSPoint
public typealias NSPoint = CGPoint

// Foundation/NSSize
public typealias NSSize = CGSize

// Foundation/NSRect
public typealias NSRect = CGRect

extension NSEdgeInsets: @unchecked @retroactive Sendable {}
