// Declaration-only stand-in for UIKit (iOS, Mac Catalyst, visionOS): exactly the API ExpandingTextUI and Examples/
// use. Each declaration names its Apple documentation path above it; bodies are `fatalError()`.
@_exported import Foundation
@_exported import ObjectiveC
