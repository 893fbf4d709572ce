package jp.lotus.yoga.booking;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import jp.lotus.yoga.booking.model.Lesson;
import jp.lotus.yoga.booking.repository.LessonRepository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class LessonController {
    private final LessonRepository lessons;

    public LessonController(LessonRepository lessons) {
        this.lessons = lessons;
    }

    public record LessonView(Long id, String title, String instructor, OffsetDateTime startsAt, int capacity,
                             int remainingSeats) {
        static LessonView of(Lesson l) {
            int remaining = Math.max(0, l.getCapacity() - l.getBooked());
            return new LessonView(l.getId(), l.getTitle(), l.getInstructor(), l.getStartsAt(), l.getCapacity(), remaining);
        }
    }

    @GetMapping("/lessons")
    public List<LessonView> list(@RequestParam LocalDate day) {
        OffsetDateTime from = day.atStartOfDay().atOffset(ZoneOffset.ofHours(9));
        return lessons.findByStartsAtBetween(from, from.plusDays(1)).stream().map(LessonView::of).toList();
    }
}
