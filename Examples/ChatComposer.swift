#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import ExpandingTextUI
import SwiftUI

/// A chat composer: one line when empty, growing to five lines, then scrolling. Return sends on a hardware keyboard
/// (Shift-Return inserts a line break); the button sends on a touch screen.
struct ChatComposer: View {
    @State private var draft = ""
    @State private var isFocused = false
    let send: (String) -> Void

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            ExpandingTextView("Message", text: $draft, isFocused: $isFocused)
                .expandingTextLineLimit(1...5)
                .expandingTextReturnKeyBehavior(.submit) { submit() }
                .expandingTextCharacterLimit(1_000)
                .expandingTextInsets(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
                .expandingTextBackground(Color.secondary)
            Button(action: submit) {
                Text("Send")
            }
            .disabled(draft.isEmpty)
        }
        .padding(8)
    }

    private func submit() {
        guard !draft.isEmpty else { return }
        send(draft)
        draft = ""
    }
}
#endif
