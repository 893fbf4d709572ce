package jp.lotus.yoga.booking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import jp.lotus.yoga.booking.model.Lesson;
import jp.lotus.yoga.booking.model.WaitlistEntry;
import jp.lotus.yoga.booking.repository.WaitlistRepository;
import org.junit.jupiter.api.Test;

class WaitlistServiceTest {
    private final WaitlistRepository repo = mock(WaitlistRepository.class);
    private final WaitlistService service = new WaitlistService(repo, mock(Notifier.class));

    private final Lesson lesson = new Lesson(7L, "朝ヨガ", "Aki", OffsetDateTime.parse("2025-11-20T07:00:00+09:00"), 12, 11);

    @Test
    void promotesFirstInLineWhenSeatFreed() {
        List<WaitlistEntry> entries = new ArrayList<>(List.of(
                new WaitlistEntry(1L, 7L, "hanako", "hanako@example.jp", Instant.parse("2025-11-10T01:00:00Z")),
                new WaitlistEntry(2L, 7L, "taro", "taro@example.jp", Instant.parse("2025-11-11T01:00:00Z"))));
        when(repo.findByLessonId(7L)).thenReturn(entries);

        assertEquals("hanako", service.promoteNext(lesson).orElseThrow().getMemberName());
    }

    @Test
    void positionCountsFromOne() {
        List<WaitlistEntry> entries = new ArrayList<>(List.of(
                new WaitlistEntry(1L, 7L, "hanako", "hanako@example.jp", Instant.parse("2025-11-10T01:00:00Z")),
                new WaitlistEntry(2L, 7L, "taro", "taro@example.jp", Instant.parse("2025-11-11T01:00:00Z"))));
        when(repo.findByLessonId(7L)).thenReturn(entries);

        assertEquals(2, service.positionOf(7L, "taro@example.jp"));
    }
}
