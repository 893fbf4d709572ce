package com.example.library.book;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.server.ResponseStatusException;

@Service
public class BookService {

    private final BookRepository repository;

    public BookService(BookRepository repository) {
        this.repository = repository;
    }

    @Transactional(readOnly = true)
    public Page<Book> search(String query, Pageable pageable) {
        return repository.search(query, pageable);
    }

    @Transactional(readOnly = true)
    public Book get(long id) {
        return repository.findById(id)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "book not found"));
    }

    @Transactional
    public Book register(BookRequest request) {
        String isbn = request.normalizedIsbn();
        if (repository.existsByIsbn(isbn)) {
            throw new ResponseStatusException(HttpStatus.CONFLICT, "isbn already registered");
        }
        Book book = new Book(request.title(), request.author(), isbn, request.publishedAt());
        return repository.save(book);
    }
}
