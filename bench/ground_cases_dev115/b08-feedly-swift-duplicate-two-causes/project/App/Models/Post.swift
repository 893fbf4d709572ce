import Foundation

struct Post: Identifiable, Decodable, Equatable {
    let id: String
    let author: String
    let body: String
    let createdAt: Date
    let likeCount: Int
}

struct FeedPage: Decodable {
    let posts: [Post]
    let nextCursor: Date?
}
