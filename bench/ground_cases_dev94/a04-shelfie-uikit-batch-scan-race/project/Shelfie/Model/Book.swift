import Foundation

struct Book: Codable, Hashable, Identifiable {
    let isbn: String
    var title: String
    var authors: [String]
    var coverURL: URL?
    var addedAt: Date

    var id: String { isbn }

    var byline: String {
        switch authors.count {
        case 0: return "Unknown author"
        case 1, 2: return authors.joined(separator: " & ")
        default: return "\(authors[0]) et al."
        }
    }
}

extension Book {
    /// ISBN-13 check digit validation, used by the scanner to drop misreads.
    static func isValidISBN13(_ code: String) -> Bool {
        let digits = code.compactMap(\.wholeNumberValue)
        guard digits.count == 13, code.count == 13 else { return false }
        let sum = digits.prefix(12).enumerated().reduce(0) { acc, pair in
            acc + pair.element * (pair.offset.isMultiple(of: 2) ? 1 : 3)
        }
        return (10 - sum % 10) % 10 == digits[12]
    }

    static func placeholder(isbn: String) -> Book {
        Book(isbn: isbn, title: "ISBN \(isbn)", authors: [], coverURL: nil, addedAt: Date())
    }
}
