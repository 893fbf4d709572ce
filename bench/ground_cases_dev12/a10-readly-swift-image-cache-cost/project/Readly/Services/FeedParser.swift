import Foundation

struct ParsedItem: Equatable {
    var title = ""
    var link: URL?
    var published: Date?
    var imageURL: URL?
}

/// Minimal RSS 2.0 parser: title, link, pubDate and the first image enclosure of each item.
final class FeedParser: NSObject, XMLParserDelegate {
    private var items: [ParsedItem] = []
    private var current: ParsedItem?
    private var text = ""

    func parse(_ data: Data) -> [ParsedItem] {
        items = []
        let parser = XMLParser(data: data)
        parser.delegate = self
        parser.shouldProcessNamespaces = false
        parser.parse()
        return items
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        text = ""
        switch name {
        case "item":
            current = ParsedItem()
        case "enclosure" where attributes["type"]?.hasPrefix("image/") == true,
             "media:thumbnail", "media:content":
            if current?.imageURL == nil, let raw = attributes["url"] {
                current?.imageURL = URL(string: raw)
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch name {
        case "title":
            current?.title = value
        case "link":
            current?.link = URL(string: value)
        case "pubDate":
            current?.published = RSSDate.parse(value)
        case "item":
            if let item = current { items.append(item) }
            current = nil
        default:
            break
        }
    }
}

enum RSSDate {
    /// RFC 822 with a numeric offset ("+0200") first, then with a zone name ("GMT", "EST").
    private static let formatters: [DateFormatter] = ["EEE, dd MMM yyyy HH:mm:ss Z", "EEE, dd MMM yyyy HH:mm:ss zzz"].map {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: 0)
        f.dateFormat = $0
        return f
    }

    /// "Tue, 04 Nov 2025 14:00:00 +0200"
    static func parse(_ raw: String) -> Date? {
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        return formatters.lazy.compactMap { $0.date(from: trimmed) }.first
    }
}
