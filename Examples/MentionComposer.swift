#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import ExpandingTextCore
import ExpandingTextUI
import SwiftUI

/// A composer that suggests people after `@`: the suggestions are a list above the box, and a tap puts the person's
/// handle in the text as one unit (a mention, whose payload the submission keeps) followed by a space.
struct MentionComposer: View {
    @State private var draft = Submission(text: "")
    @State private var completion: ExpandingTextCompletion?
    let send: (Submission) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let completion {
                ForEach(Array(completion.state.rows.enumerated()), id: \.offset) { index, row in
                    Button(action: { completion.accept(row: index) }) {
                        Text(verbatim: row.candidate.label + "  " + (row.candidate.description ?? ""))
                    }
                }
            }
            ExpandingTextView("Message", composer: $draft)
                .expandingTextLineLimit(1...5)
                .expandingTextReturnKeyBehavior(.submit) { submit() }
                .expandingTextCompletion([People()]) { completion = $0 }
        }
        .padding(8)
    }

    private func submit() {
        guard !draft.text.isEmpty else { return }
        send(draft)
        draft = Submission(text: "")
    }
}

/// The people of the conversation: every one at once, ranked by Core as the query grows; each becomes a mention
/// element whose payload is the person's identifier.
private struct People: CompletionSource {
    let trigger = CompletionTrigger(sigil: "@", anchor: .wordStart)
    let people = [("ana", "Ana Lima", "u-1"), ("andrew", "Andrew Moss", "u-2"), ("bob", "Bob Ito", "u-3")]

    func candidates(for query: String) async throws -> [CompletionCandidate] {
        people.map { handle, name, identifier in
            CompletionCandidate(
                label: "@" + handle, description: name,
                element: TextElement(kind: .mention, text: "@" + handle, payload: identifier))
        }
    }
}
#endif
