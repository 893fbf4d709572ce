package jp.lotus.yoga.booking.repository;

import java.util.List;
import jp.lotus.yoga.booking.model.WaitlistEntry;
import org.springframework.data.jpa.repository.JpaRepository;

public interface WaitlistRepository extends JpaRepository<WaitlistEntry, Long> {
    List<WaitlistEntry> findByLessonId(Long lessonId);
}
