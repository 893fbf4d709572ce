package jp.yomiyomi.book;

import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/books")
public class BookController {
    private final BookService service;

    public BookController(BookService service) {
        this.service = service;
    }

    record CreateBookRequest(String title, String author) {}

    @GetMapping
    public List<Book> list(@RequestHeader("X-User-Id") Long userId) {
        return service.list(userId);
    }

    @PostMapping
    public Book create(@RequestHeader("X-User-Id") Long userId, @RequestBody CreateBookRequest req) {
        return service.create(userId, req.title(), req.author());
    }

    @DeleteMapping("/{id}")
    public ResponseEntity<Void> delete(@RequestHeader("X-User-Id") Long userId, @PathVariable Long id) {
        service.deleteBook(userId, id);
        return ResponseEntity.noContent().build();
    }
}
