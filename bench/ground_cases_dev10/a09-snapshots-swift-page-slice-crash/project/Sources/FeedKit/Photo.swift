import Foundation

public struct Photo: Identifiable, Hashable, Decodable, Sendable {
    public let id: String
    public let author: String
    public let caption: String?
    public let takenAt: Date
    public let thumbnailURL: URL
    public let fullURL: URL
    public var likes: Int

    enum CodingKeys: String, CodingKey {
        case id
        case author
        case caption
        case takenAt = "taken_at"
        case thumbnailURL = "thumbnail_url"
        case fullURL = "full_url"
        case likes
    }

    public init(id: String, author: String, caption: String? = nil, takenAt: Date,
                thumbnailURL: URL, fullURL: URL, likes: Int = 0) {
        self.id = id
        self.author = author
        self.caption = caption
        self.takenAt = takenAt
        self.thumbnailURL = thumbnailURL
        self.fullURL = fullURL
        self.likes = likes
    }
}

public struct FeedResponse: Decodable, Sendable {
    public let photos: [Photo]
    public let nextCursor: String?

    enum CodingKeys: String, CodingKey {
        case photos
        case nextCursor = "next_cursor"
    }
}
