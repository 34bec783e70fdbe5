import ExpandingTextTerminal

print("expanding-text \(ExpandingText.version)")
