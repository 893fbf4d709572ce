package jp.yomiyomi.book;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDate;
import java.time.OffsetDateTime;

@Entity
@Table(name = "books")
public class Book {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "owner_id", nullable = false)
    private Long ownerId;

    @Column(nullable = false)
    private String title;

    private String author;
    private String isbn;

    @Column(name = "total_pages")
    private Integer totalPages;

    @Column(nullable = false)
    private String status = "unread";

    @Column(name = "finished_on")
    private LocalDate finishedOn;

    @Column(name = "created_at", nullable = false, insertable = false, updatable = false)
    private OffsetDateTime createdAt;

    protected Book() {}

    public Book(Long ownerId, String title, String author) {
        this.ownerId = ownerId;
        this.title = title;
        this.author = author;
    }

    public Long getId() { return id; }
    public Long getOwnerId() { return ownerId; }
    public String getTitle() { return title; }
    public String getAuthor() { return author; }
    public Integer getTotalPages() { return totalPages; }
    public String getStatus() { return status; }

    public void markFinished(LocalDate on) {
        this.status = "finished";
        this.finishedOn = on;
    }
}
