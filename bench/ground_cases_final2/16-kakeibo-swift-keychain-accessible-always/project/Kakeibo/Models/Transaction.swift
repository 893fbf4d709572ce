import Foundation

struct Transaction: Identifiable, Decodable {
    let id: UUID
    let amount: Int
    let category: String
    let memo: String?
    let date: Date
}
