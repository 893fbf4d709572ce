package jp.lotus.yoga.booking;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import jp.lotus.yoga.booking.model.Lesson;
import jp.lotus.yoga.booking.model.WaitlistEntry;
import jp.lotus.yoga.booking.repository.WaitlistRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class WaitlistService {
    private final WaitlistRepository waitlist;
    private final Notifier notifier;

    public WaitlistService(WaitlistRepository waitlist, Notifier notifier) {
        this.waitlist = waitlist;
        this.notifier = notifier;
    }

    /** キャンセルで席が空いたとき、キャンセル待ちの先頭を繰り上げる。 */
    @Transactional
    public Optional<WaitlistEntry> promoteNext(Lesson lesson) {
        if (lesson.isFull()) {
            return Optional.empty();
        }
        List<WaitlistEntry> entries = waitlist.findByLessonId(lesson.getId());
        if (entries.isEmpty()) {
            return Optional.empty();
        }
        entries.sort(Comparator.comparing(WaitlistEntry::getJoinedAt).reversed());
        WaitlistEntry first = entries.get(0);
        lesson.take();
        waitlist.delete(first);
        notifier.promoted(first, lesson);
        return Optional.of(first);
    }

    public int positionOf(Long lessonId, String email) {
        List<WaitlistEntry> entries = waitlist.findByLessonId(lessonId);
        entries.sort(Comparator.comparing(WaitlistEntry::getJoinedAt));
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i).getEmail().equals(email)) {
                return i + 1;
            }
        }
        return -1;
    }
}
