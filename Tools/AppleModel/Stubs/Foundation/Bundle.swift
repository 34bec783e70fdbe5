// Foundation's bundle lookup of localized strings. The model has no string tables: a key is its own translation, as
// a bundle without the key's table returns it.

// Foundation/Bundle
open class Bundle: NSObject, @unchecked Sendable {
    // Foundation/Bundle/main
    public static let main = Bundle()

    // Foundation/Bundle/localizedString(forKey:value:table:)
    open func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        if let value, !value.isEmpty, key.isEmpty { return value }
        return key
    }
}

// Foundation/NSLocalizedString(_:tableName:bundle:value:comment:)
public func NSLocalizedString(
    _ key: String,
    tableName: String? = nil,
    bundle: Bundle = Bundle.main,
    value: String = "",
    comment: String
) -> String {
    bundle.localizedString(forKey: key, value: value, table: tableName)
}
