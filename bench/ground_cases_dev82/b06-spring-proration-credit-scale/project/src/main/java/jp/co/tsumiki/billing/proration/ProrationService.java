package jp.co.tsumiki.billing.proration;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

import org.springframework.stereotype.Service;

import jp.co.tsumiki.billing.money.Money;
import jp.co.tsumiki.billing.subscription.Plan;
import jp.co.tsumiki.billing.subscription.Subscription;

@Service
public class ProrationService {

    public ProrationResult prorate(Subscription sub, Plan newPlan, LocalDate changeDate) {
        long daysInPeriod = ChronoUnit.DAYS.between(sub.periodStart(), sub.periodEnd());
        long daysRemaining = ChronoUnit.DAYS.between(changeDate, sub.periodEnd());
        Money unusedCredit = creditFor(sub.plan(), daysRemaining, daysInPeriod);
        Money newCharge = chargeFor(newPlan, daysRemaining, daysInPeriod);
        // negative amountDue = credit to the customer's balance (downgrade)
        Money amountDue = newCharge.minus(unusedCredit);
        return new ProrationResult(unusedCredit, newCharge, amountDue);
    }

    Money creditFor(Plan plan, long daysRemaining, long daysInPeriod) {
        BigDecimal amount = plan.price().amount()
                .multiply(BigDecimal.valueOf(daysRemaining))
                .divide(BigDecimal.valueOf(daysInPeriod), 2, RoundingMode.HALF_UP);
        return Money.of(amount, plan.price().currency());
    }

    Money chargeFor(Plan plan, long daysRemaining, long daysInPeriod) {
        int scale = plan.price().currency().getDefaultFractionDigits();
        BigDecimal amount = plan.price().amount()
                .multiply(BigDecimal.valueOf(daysRemaining))
                .divide(BigDecimal.valueOf(daysInPeriod), scale, RoundingMode.HALF_UP);
        return Money.of(amount, plan.price().currency());
    }
}
