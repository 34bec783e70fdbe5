#if canImport(UIKit)
import ExpandingTextUI
import UIKit

/// A UIKit chat screen with an input bar pinned above the keyboard: a ``GrowingTextView`` laid out with Auto Layout.
///
/// The text view has no height constraint: it asks for its height through `intrinsicContentSize`, from one line up
/// to five, then scrolls. Its height changes are animated together with the bar.
final class ChatInputBarViewController: UIViewController {
    private let input = GrowingTextView(frame: .zero, textContainer: nil)
    private let bar = UIView(frame: .zero)
    var send: (String) -> Void = { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        input.expansion = .default  // one to five lines, then scrolling
        input.placeholder = "Message"
        input.textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        input.returnKeyBehavior = .submit
        input.returnKeyType = .send
        input.enablesReturnKeyAutomatically = true
        input.characterLimit = try? CharacterLimit(1_000)  // a valid limit: never nil
        input.animatesHeightChanges = true
        input.onHeightChange = { [weak self] _ in self?.view.layoutIfNeeded() }
        input.onSubmit = { [weak self] in self?.submit() }
        input.backgroundColor = .secondarySystemBackground

        bar.translatesAutoresizingMaskIntoConstraints = false
        input.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.addSubview(input)

        let bottom: NSLayoutYAxisAnchor
        if #available(iOS 15.0, *) {
            bottom = view.keyboardLayoutGuide.topAnchor
        } else {
            bottom = view.safeAreaLayoutGuide.bottomAnchor
        }
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 0),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: 0),
            bar.bottomAnchor.constraint(equalTo: bottom, constant: 0),
            input.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
            input.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
            input.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            input.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
        ])
    }

    private func submit() {
        // A word an input method is still composing belongs to the message being sent.
        input.commitMarkedText()
        guard let text = input.text, !text.isEmpty else { return }
        send(text)
        input.setText("")
    }
}
#endif
