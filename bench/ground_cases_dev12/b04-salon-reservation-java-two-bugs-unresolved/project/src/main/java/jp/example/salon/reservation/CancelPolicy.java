package jp.example.salon.reservation;

import java.time.LocalDateTime;
import java.time.LocalTime;

import org.springframework.stereotype.Component;

/**
 * キャンセル規定。
 * <ul>
 *   <li>来店前日の 18:00 まではアプリからキャンセルできる</li>
 *   <li>それ以降は店舗への電話のみ (当日キャンセル料の案内のため)</li>
 * </ul>
 */
@Component
public class CancelPolicy {

    static final LocalTime DEADLINE_TIME = LocalTime.of(18, 0);

    /** 予約開始日時に対するキャンセル期限 (前日 18:00)。 */
    public LocalDateTime deadlineFor(LocalDateTime startAt) {
        return startAt.toLocalDate().minusDays(1).atTime(DEADLINE_TIME);
    }

    /** now 時点でアプリからキャンセルできるか。 */
    public boolean isCancellable(LocalDateTime startAt, LocalDateTime now) {
        return deadlineFor(startAt).isBefore(now);
    }

    /** 予約確認メールに載せる文言。 */
    public String describe(LocalDateTime startAt) {
        LocalDateTime d = deadlineFor(startAt);
        return String.format("%d月%d日 %02d:%02d までアプリからキャンセルできます",
                d.getMonthValue(), d.getDayOfMonth(), d.getHour(), d.getMinute());
    }
}
