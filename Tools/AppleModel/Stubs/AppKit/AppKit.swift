// Stand-in for AppKit (macOS): exactly the API ExpandingTextUI and Examples/ use, with working bodies (the behavioural
// model). Each declaration names its Apple documentation path above it.
@_exported import Foundation
@_exported import ObjectiveC
