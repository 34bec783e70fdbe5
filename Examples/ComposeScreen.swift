#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import ExpandingTextUI
import SwiftUI

/// A compose screen: the text view sits in a scroll view with other content and never scrolls itself (no maximum),
/// it grows with the text and the page scrolls instead. It takes the keyboard focus when the screen first appears,
/// and only then.
struct ComposeScreen: View {
    @State private var post = ""

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("New post")
                    .font(.title)
                ExpandingTextView("What's happening?", text: $post)
                    .expandingTextLineLimit(3...)
                    .expandingTextAutofocus()
                    .expandingTextCharacterLimit(500, threshold: 50)
                Spacer(minLength: 0)
            }
            .padding(16)
        }
    }
}
#endif
