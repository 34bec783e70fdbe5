import ExpandingTextCore

print("expanding-text-bench \(ExpandingText.version)")
