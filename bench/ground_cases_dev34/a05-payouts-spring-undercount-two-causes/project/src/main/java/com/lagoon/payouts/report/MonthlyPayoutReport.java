package com.lagoon.payouts.report;

import com.lagoon.payouts.booking.Booking;
import com.lagoon.payouts.booking.BookingRepository;
import com.lagoon.payouts.host.FeeSchedule;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Builds the monthly payout statement a host receives: one line per completed stay. */
@Service
public class MonthlyPayoutReport {

    private final BookingRepository bookings;
    private final FeeSchedule fees;

    public MonthlyPayoutReport(BookingRepository bookings, FeeSchedule fees) {
        this.bookings = bookings;
        this.fees = fees;
    }

    @Transactional(readOnly = true)
    public PayoutStatement build(long hostId, YearMonth month) {
        Instant from = month.atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        Instant to = month.plusMonths(1).atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant();

        List<Booking> stays = bookings.findPayableForHost(hostId, from, to);

        PayoutStatement statement = new PayoutStatement(hostId, month);
        for (Booking b : stays) {
            BigDecimal gross = b.getAmountPaid().subtract(b.getAmountRefunded());
            BigDecimal fee = gross.multiply(fees.rateFor(hostId, b.getCheckoutAt()))
                    .setScale(2, RoundingMode.HALF_UP);
            statement.addLine(b.getId(), b.getCheckoutAt(), gross, fee, gross.subtract(fee));
        }
        return statement;
    }
}
