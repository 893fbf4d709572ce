package com.example.library.book;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.PastOrPresent;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.time.LocalDate;

/**
 * 書籍登録リクエスト。
 *
 * <pre>
 * {
 *   "title": "Spring Boot入門",
 *   "author": "山田太郎",
 *   "isbn": "978-4-7981-1234-5",
 *   "publishedAt": "2024-04-01"
 * }
 * </pre>
 */
public record BookRequest(
        @NotBlank
        @Size(max = 200)
        String title,

        @NotBlank
        @Size(max = 100)
        String author,

        @NotBlank
        @Pattern(regexp = "^(?:\\d-?){12}\\d$", message = "ISBN は13桁の数字で入力してください")
        String isbn,

        @PastOrPresent
        LocalDate publishedAt) {

    /** ハイフンを除いた13桁の ISBN */
    public String normalizedIsbn() {
        return isbn == null ? null : isbn.replace("-", "");
    }
}
