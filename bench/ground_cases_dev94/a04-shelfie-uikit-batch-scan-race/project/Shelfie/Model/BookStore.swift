import Foundation

protocol BookStoreDelegate: AnyObject {
    func bookStore(_ store: BookStore, didAdd book: Book, at index: Int)
    func bookStoreDidReload(_ store: BookStore)
}

/// The user's library, saved as JSON in the app group container.
final class BookStore {
    static let shared = BookStore()

    weak var delegate: BookStoreDelegate?
    private(set) var books: [Book] = []

    private let syncQueue = DispatchQueue(label: "app.shelfie.bookstore")
    private let fileURL: URL

    init(fileURL: URL = BookStore.defaultURL) {
        self.fileURL = fileURL
        self.books = (try? Self.load(from: fileURL)) ?? []
    }

    static var defaultURL: URL {
        FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: "group.app.shelfie")!
            .appendingPathComponent("library.json")
    }

    func add(_ book: Book) {
        syncQueue.async {
            guard !self.books.contains(where: { $0.isbn == book.isbn }) else { return }
            self.books.append(book)
            let index = self.books.count - 1
            self.persist(self.books)
            DispatchQueue.main.async {
                self.delegate?.bookStore(self, didAdd: book, at: index)
            }
        }
    }

    /// Main thread only. Removes the book and saves the library in the background.
    func remove(at index: Int) {
        dispatchPrecondition(condition: .onQueue(.main))
        books.remove(at: index)
        let snapshot = books
        syncQueue.async { self.persist(snapshot) }
    }

    /// Picks up books the share extension wrote to the file while we were in the background.
    func reloadFromDisk() {
        syncQueue.async {
            let loaded = (try? Self.load(from: self.fileURL)) ?? []
            DispatchQueue.main.async {
                self.books = loaded
                self.delegate?.bookStoreDidReload(self)
            }
        }
    }

    private func persist(_ books: [Book]) {
        do {
            let data = try JSONEncoder().encode(books)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            NSLog("BookStore: failed to save library: \(error)")
        }
    }

    private static func load(from url: URL) throws -> [Book] {
        let data = try Data(contentsOf: url)
        return try JSONDecoder().decode([Book].self, from: data)
    }
}
