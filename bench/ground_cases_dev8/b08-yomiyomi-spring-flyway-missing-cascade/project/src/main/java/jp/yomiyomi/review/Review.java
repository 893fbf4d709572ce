package jp.yomiyomi.review;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "reviews")
public class Review {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "book_id", nullable = false)
    private Long bookId;

    @Column(nullable = false)
    private short rating;

    @Column(nullable = false)
    private String body;

    protected Review() {}

    public Long getBookId() { return bookId; }
    public short getRating() { return rating; }
    public String getBody() { return body; }
}
