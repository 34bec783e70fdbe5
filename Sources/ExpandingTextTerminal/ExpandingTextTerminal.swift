// Programs built on the terminal front end use Core's types (policies, layout) directly.
@_exported import ExpandingTextCore
