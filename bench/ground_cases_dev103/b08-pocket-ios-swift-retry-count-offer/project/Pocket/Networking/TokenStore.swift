import Foundation
import Security

protocol TokenStore: AnyObject {
    var accessToken: String? { get }
    var refreshToken: String? { get }
    func save(access: String, refresh: String)
    func clear()
}

final class KeychainTokenStore: TokenStore {
    private let service = "jp.pocket-app.tokens"
    private var cache: [String: String] = [:]

    var accessToken: String? { read("access") }
    var refreshToken: String? { read("refresh") }

    func save(access: String, refresh: String) {
        write("access", access)
        write("refresh", refresh)
    }

    func clear() {
        cache.removeAll()
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service]
        SecItemDelete(query as CFDictionary)
    }

    private func read(_ key: String) -> String? {
        if let v = cache[key] { return v }
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: key,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess,
              let data = item as? Data, let value = String(data: data, encoding: .utf8) else { return nil }
        cache[key] = value
        return value
    }

    private func write(_ key: String, _ value: String) {
        cache[key] = value
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: key]
        SecItemDelete(query as CFDictionary)
        var add = query
        add[kSecValueData as String] = Data(value.utf8)
        SecItemAdd(add as CFDictionary, nil)
    }
}
