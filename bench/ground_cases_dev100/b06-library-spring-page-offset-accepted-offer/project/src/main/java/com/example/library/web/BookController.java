package com.example.library.web;

import com.example.library.book.Book;
import com.example.library.book.BookRequest;
import com.example.library.book.BookService;
import jakarta.validation.Valid;
import java.time.LocalDate;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Sort;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/books")
public class BookController {

    private static final int MAX_PAGE_SIZE = 100;

    private final BookService service;

    public BookController(BookService service) {
        this.service = service;
    }

    public record BookDto(Long id, String title, String author, String isbn, LocalDate publishedAt) {
        static BookDto from(Book b) {
            return new BookDto(b.getId(), b.getTitle(), b.getAuthor(), b.getIsbn(), b.getPublishedAt());
        }
    }

    @GetMapping
    public PageResponse<BookDto> list(@RequestParam(defaultValue = "") String q,
                                      @RequestParam(defaultValue = "1") int page,
                                      @RequestParam(defaultValue = "20") int size,
                                      @RequestParam(defaultValue = "title") String sort) {
        Pageable pageable = PageRequest.of(page, Math.min(size, MAX_PAGE_SIZE), sortOf(sort));
        return PageResponse.from(service.search(q, pageable), BookDto::from);
    }

    /** 受け付ける並び順だけを Sort に変換する(任意の列名は受け付けない) */
    private static Sort sortOf(String sort) {
        return switch (sort) {
            case "title" -> Sort.by("title");
            case "publishedAt" -> Sort.by(Sort.Direction.DESC, "publishedAt").and(Sort.by("title"));
            default -> throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "unknown sort: " + sort);
        };
    }

    @GetMapping("/{id}")
    public BookDto get(@PathVariable long id) {
        return BookDto.from(service.get(id));
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public BookDto register(@Valid @RequestBody BookRequest request) {
        return BookDto.from(service.register(request));
    }
}
