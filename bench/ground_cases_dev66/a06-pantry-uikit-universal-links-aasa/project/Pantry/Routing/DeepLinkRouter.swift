import Foundation

enum Destination: Equatable {
    case home
    case product(id: String)
    case category(slug: String)
    case cart
}

/// Turns https://pantry.shop/... and pantry://... URLs into in-app destinations.
struct DeepLinkRouter {
    static let hosts: Set<String> = ["pantry.shop", "www.pantry.shop"]

    func destination(for url: URL) -> Destination? {
        let parts: [String]
        if url.scheme == "pantry" {
            parts = [url.host ?? ""] + url.pathComponents.filter { $0 != "/" }
        } else if let host = url.host, Self.hosts.contains(host) {
            parts = url.pathComponents.filter { $0 != "/" }
        } else {
            return nil
        }

        switch parts.first {
        case nil:
            return .home
        case "p", "product", "products":
            guard parts.count > 1 else { return .home }
            return .product(id: parts[1])
        case "c", "category":
            guard parts.count > 1 else { return .home }
            return .category(slug: parts[1])
        case "cart":
            return .cart
        default:
            return .home
        }
    }
}
