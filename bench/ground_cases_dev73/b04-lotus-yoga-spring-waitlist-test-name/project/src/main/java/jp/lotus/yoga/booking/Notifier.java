package jp.lotus.yoga.booking;

import jp.lotus.yoga.booking.model.Lesson;
import jp.lotus.yoga.booking.model.WaitlistEntry;

public interface Notifier {
    void promoted(WaitlistEntry entry, Lesson lesson);

    void dayBefore(String email, Lesson lesson);
}
