import Foundation

struct Club: Decodable, Identifiable, Hashable {
    let id: Int
    let name: String
    let memberCount: Int
    let createdAt: Date
}
