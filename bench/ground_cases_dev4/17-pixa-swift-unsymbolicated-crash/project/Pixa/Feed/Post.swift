import Foundation

struct Post: Decodable {
    let id: Int
    let caption: String
    let imageURL: URL
}
