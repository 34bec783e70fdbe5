// The adapters' callers use Core's types (policies, limits, return-key behaviour) directly.
@_exported import ExpandingTextCore
