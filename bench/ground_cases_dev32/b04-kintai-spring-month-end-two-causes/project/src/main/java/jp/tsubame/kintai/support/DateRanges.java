package jp.tsubame.kintai.support;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.YearMonth;

/**
 * Date ranges used by the summaries and the CSV exports.
 */
public final class DateRanges {

    private DateRanges() {
    }

    public record Range(LocalDateTime from, LocalDateTime to) {
    }

    /** The whole of {@code month}, from the 1st at 00:00 to the end of the last day. */
    public static Range ofMonth(YearMonth month) {
        LocalDate first = month.atDay(1);
        LocalDate last = month.atEndOfMonth();
        return new Range(first.atStartOfDay(), last.atStartOfDay());
    }

    /** One calendar day, 00:00 to 23:59:59.999999999. */
    public static Range ofDay(LocalDate day) {
        return new Range(day.atStartOfDay(), day.plusDays(1).atStartOfDay().minusNanos(1));
    }

    /** Closing-day based period, e.g. closing day 20 gives 21st of previous month to the 20th. */
    public static Range ofPeriod(YearMonth month, int closingDay) {
        if (closingDay >= month.lengthOfMonth()) {
            return ofMonth(month);
        }
        LocalDate end = month.atDay(closingDay);
        LocalDate start = end.minusMonths(1).plusDays(1);
        return new Range(start.atStartOfDay(), end.plusDays(1).atStartOfDay().minusNanos(1));
    }
}
