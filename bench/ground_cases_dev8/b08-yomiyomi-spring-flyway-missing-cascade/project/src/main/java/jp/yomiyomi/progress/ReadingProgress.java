package jp.yomiyomi.progress;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

@Entity
@Table(name = "reading_progress")
public class ReadingProgress {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "user_id", nullable = false)
    private Long userId;

    @Column(name = "book_id", nullable = false)
    private Long bookId;

    @Column(nullable = false)
    private int page;

    private String note;

    @Column(name = "recorded_at", nullable = false)
    private OffsetDateTime recordedAt = OffsetDateTime.now();

    protected ReadingProgress() {}

    public ReadingProgress(Long userId, Long bookId, int page, String note) {
        this.userId = userId;
        this.bookId = bookId;
        this.page = page;
        this.note = note;
    }

    public Long getBookId() { return bookId; }
    public int getPage() { return page; }
    public OffsetDateTime getRecordedAt() { return recordedAt; }
}
