package com.example.library.web;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.example.library.book.Book;
import com.example.library.book.BookRepository;
import java.time.LocalDate;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.AutoConfigureMockMvc;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

@SpringBootTest
@AutoConfigureMockMvc
class BookControllerTest {

    @Autowired
    MockMvc mvc;

    @Autowired
    BookRepository repository;

    @BeforeEach
    void setUp() {
        repository.deleteAll();
        repository.save(new Book("Spring Boot入門", "山田太郎", "9784798112345", LocalDate.of(2024, 4, 1)));
        repository.save(new Book("Kotlin実践", "佐藤花子", "9784798154321", LocalDate.of(2023, 9, 15)));
    }

    @Test
    void searchesByTitle() throws Exception {
        mvc.perform(get("/api/books").param("q", "Spring").param("page", "0"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.items.length()").value(1))
                .andExpect(jsonPath("$.items[0].title").value("Spring Boot入門"));
    }

    @Test
    void searchIgnoresCase() throws Exception {
        mvc.perform(get("/api/books").param("q", "spring").param("page", "0"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.items[0].title").value("Spring Boot入門"));
    }

    @Test
    void sortsByPublishedAtNewestFirst() throws Exception {
        mvc.perform(get("/api/books").param("sort", "publishedAt").param("page", "0"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.items[0].title").value("Spring Boot入門"))
                .andExpect(jsonPath("$.items[1].title").value("Kotlin実践"));
    }

    @Test
    void rejectsUnknownSort() throws Exception {
        mvc.perform(get("/api/books").param("sort", "isbn; drop table books"))
                .andExpect(status().isBadRequest());
    }

    @Test
    void registersBook() throws Exception {
        mvc.perform(post("/api/books").contentType(MediaType.APPLICATION_JSON).content("""
                {"title": "Go言語入門", "author": "鈴木一郎", "isbn": "9784798100001", "publishedAt": "2022-01-10"}
                """))
                .andExpect(status().isCreated())
                .andExpect(jsonPath("$.isbn").value("9784798100001"));
    }

    @Test
    void acceptsIsbnWithHyphensAndStoresDigitsOnly() throws Exception {
        mvc.perform(post("/api/books").contentType(MediaType.APPLICATION_JSON).content("""
                {"title": "Rust入門", "author": "高橋", "isbn": "978-4-7981-0000-2"}
                """))
                .andExpect(status().isCreated())
                .andExpect(jsonPath("$.isbn").value("9784798100002"));
    }

    @Test
    void rejectsMalformedIsbn() throws Exception {
        mvc.perform(post("/api/books").contentType(MediaType.APPLICATION_JSON).content("""
                {"title": "Rust入門", "author": "高橋", "isbn": "978-4-79"}
                """))
                .andExpect(status().isBadRequest());
    }

    @Test
    void rejectsDuplicateIsbn() throws Exception {
        mvc.perform(post("/api/books").contentType(MediaType.APPLICATION_JSON).content("""
                {"title": "別の本", "author": "誰か", "isbn": "9784798112345"}
                """))
                .andExpect(status().isConflict());
    }
}
