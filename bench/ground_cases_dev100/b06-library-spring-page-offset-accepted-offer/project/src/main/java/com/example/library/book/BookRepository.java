package com.example.library.book;

import java.util.Optional;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;

public interface BookRepository extends JpaRepository<Book, Long> {

    /** タイトルの部分一致検索(大文字小文字を区別しない) */
    Page<Book> findByTitleContainingIgnoreCase(String title, Pageable pageable);

    Optional<Book> findByIsbn(String isbn);

    boolean existsByIsbn(String isbn);

    /** 著者名の完全一致(著者ページ用) */
    Page<Book> findByAuthor(String author, Pageable pageable);

    /*
     * 件数が増えたら全文検索(pg_bigm)に移行予定。
     * それまでは LIKE で十分な件数(数万件)を想定している。
     *
     * 注意: Containing は '%' || ? || '%' になるので、
     * title 列の B-tree インデックスは使われない。
     */

    default Page<Book> search(String query, Pageable pageable) {
        if (query == null || query.isBlank()) {
            return findAll(pageable);
        }
        return findByTitleContainingIgnoreCase(query.strip(), pageable);
    }
}
