package jp.yomiyomi.book;

import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.server.ResponseStatusException;
import static org.springframework.http.HttpStatus.NOT_FOUND;

@Service
public class BookService {
    private final BookRepository books;

    public BookService(BookRepository books) {
        this.books = books;
    }

    @Transactional(readOnly = true)
    public List<Book> list(Long ownerId) {
        return books.findByOwnerIdOrderByCreatedAtDesc(ownerId);
    }

    @Transactional
    public Book create(Long ownerId, String title, String author) {
        return books.save(new Book(ownerId, title, author));
    }

    /** 本を削除する。感想 (reviews) などの関連データは DB の ON DELETE CASCADE で消える。 */
    @Transactional
    public void deleteBook(Long ownerId, Long bookId) {
        Book book = books.findById(bookId)
                .filter(b -> b.getOwnerId().equals(ownerId))
                .orElseThrow(() -> new ResponseStatusException(NOT_FOUND, "book not found"));
        books.delete(book);
    }
}
