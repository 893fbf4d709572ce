package jp.yomiyomi.progress;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface ReadingProgressRepository extends JpaRepository<ReadingProgress, Long> {
    List<ReadingProgress> findByUserIdAndBookIdOrderByRecordedAtDesc(Long userId, Long bookId);
}
