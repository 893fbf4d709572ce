import Foundation

struct FeedItem: Decodable, Hashable {
    let id: Int
    let title: String
}
