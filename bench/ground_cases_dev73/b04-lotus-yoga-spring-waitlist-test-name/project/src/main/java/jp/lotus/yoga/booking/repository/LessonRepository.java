package jp.lotus.yoga.booking.repository;

import java.time.OffsetDateTime;
import java.util.List;
import jp.lotus.yoga.booking.model.Lesson;
import org.springframework.data.jpa.repository.JpaRepository;

public interface LessonRepository extends JpaRepository<Lesson, Long> {
    List<Lesson> findByStartsAtBetween(OffsetDateTime from, OffsetDateTime to);
}
