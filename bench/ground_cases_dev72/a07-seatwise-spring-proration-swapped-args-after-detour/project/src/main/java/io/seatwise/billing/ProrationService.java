package io.seatwise.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

import org.springframework.stereotype.Service;

/**
 * Mid-period plan changes. A period runs from periodStart (inclusive) to periodEnd (exclusive),
 * i.e. the next renewal date.
 */
@Service
public class ProrationService {

    public BigDecimal prorate(BigDecimal monthlyAmount, LocalDate periodStart, LocalDate periodEnd, LocalDate changeDate) {
        long totalDays = ChronoUnit.DAYS.between(periodStart, periodEnd);
        long remainingDays = Math.max(0, ChronoUnit.DAYS.between(periodEnd, changeDate));
        if (remainingDays == 0) {
            return monthlyAmount.setScale(2, RoundingMode.HALF_UP);
        }
        return monthlyAmount
                .multiply(BigDecimal.valueOf(remainingDays))
                .divide(BigDecimal.valueOf(totalDays), 2, RoundingMode.HALF_UP);
    }

    public BigDecimal upgradeCharge(Plan from, Plan to, Subscription sub, LocalDate changeDate) {
        BigDecimal difference = to.monthlyPrice().subtract(from.monthlyPrice());
        if (difference.signum() <= 0) {
            return BigDecimal.ZERO.setScale(2);
        }
        return prorate(difference, sub.periodStart(), sub.periodEnd(), changeDate);
    }
}
