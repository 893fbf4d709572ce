import Foundation

struct Contact: Decodable, Hashable, Identifiable {
    let id: String
    let displayName: String
    let company: String?
    let title: String?
    let phone: String?
    let email: String?
    let avatarURL: URL?
    let updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
        case company
        case title
        case phone
        case email
        case avatarURL = "avatar_url"
        case updatedAt = "updated_at"
    }

    var subtitle: String {
        switch (company, title) {
        case let (company?, title?): return "\(company) · \(title)"
        case let (company?, nil): return company
        case let (nil, title?): return title
        default: return email ?? ""
        }
    }
}
