// The C types that Apple's SDK declares in its headers and Swift imports from there, imported the same way here, so
// that their Swift names and members are the SDK's. CGFloat is a C typedef that the compiler maps to the CoreGraphics
// module's Swift struct, as it does for the SDK's.
#ifndef SDK_STRUCTS_H
#define SDK_STRUCTS_H

// CoreFoundation/CGFloat
typedef double CGFloat;

// CoreFoundation/CGPoint
struct CGPoint {
    CGFloat x;
    CGFloat y;
};
typedef struct CGPoint CGPoint;

// CoreFoundation/CGSize
struct CGSize {
    CGFloat width;
    CGFloat height;
};
typedef struct CGSize CGSize;

// CoreFoundation/CGRect
struct CGRect {
    CGPoint origin;
    CGSize size;
};
typedef struct CGRect CGRect;

// Foundation/NSRange (the SDK's fields are NSUInteger, which Swift imports as Int, as it does `long`)
typedef struct _NSRange {
    long location;
    long length;
} NSRange;

// Foundation/NSEdgeInsets (macOS only: the AppKit set's modules are built with STUB_SET_APPKIT defined)
#ifdef STUB_SET_APPKIT
typedef struct NSEdgeInsets {
    CGFloat top;
    CGFloat left;
    CGFloat bottom;
    CGFloat right;
} NSEdgeInsets;
#endif

#endif
