package jp.yomiyomi.progress;

import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReadingProgressController {
    private final ReadingProgressRepository repo;

    public ReadingProgressController(ReadingProgressRepository repo) {
        this.repo = repo;
    }

    record RecordRequest(int page, String note) {}

    @PostMapping("/api/books/{bookId}/progress")
    public ReadingProgress record(@RequestHeader("X-User-Id") Long userId, @PathVariable Long bookId,
                                  @RequestBody RecordRequest req) {
        return repo.save(new ReadingProgress(userId, bookId, req.page(), req.note()));
    }

    @GetMapping("/api/books/{bookId}/progress")
    public List<ReadingProgress> history(@RequestHeader("X-User-Id") Long userId, @PathVariable Long bookId) {
        return repo.findByUserIdAndBookIdOrderByRecordedAtDesc(userId, bookId);
    }
}
