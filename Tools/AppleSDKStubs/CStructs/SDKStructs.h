// The C types that Apple's SDK declares in its headers and Swift imports from there: a C struct is representable in
// Objective-C, so `@objc` requirements that take one type-check as they do with the SDK. CGFloat is a C typedef that
// the compiler maps to the CoreGraphics module's Swift struct, as it does for the SDK's.
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

// Foundation/NSEdgeInsets
typedef struct NSEdgeInsets {
    CGFloat top;
    CGFloat left;
    CGFloat bottom;
    CGFloat right;
} NSEdgeInsets;

#endif
