package jp.co.tsumiki.billing.proration;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;

import org.junit.jupiter.api.Test;

import jp.co.tsumiki.billing.money.Money;
import jp.co.tsumiki.billing.subscription.Plan;
import jp.co.tsumiki.billing.subscription.Subscription;

class ProrationServiceTest {

    private final ProrationService service = new ProrationService();
    private final Plan basic = new Plan("basic", "Basic", Money.yen(3000));
    private final Plan pro = new Plan("pro", "Pro", Money.yen(9000));

    @Test
    void noChangeOnFirstDayChargesDifference() {
        Subscription sub = new Subscription("sub_1", "cus_1", basic, LocalDate.of(2025, 11, 1), LocalDate.of(2025, 12, 1));
        ProrationResult r = service.prorate(sub, pro, LocalDate.of(2025, 11, 1));
        assertThat(r.amountDue().amount()).isEqualByComparingTo("6000");
    }

    @Test
    void upgradeNearPeriodEndChargesOnlyRemainingDays() {
        Subscription sub = new Subscription("sub_1", "cus_1", basic, LocalDate.of(2025, 11, 1), LocalDate.of(2025, 12, 1));
        ProrationResult r = service.prorate(sub, pro, LocalDate.of(2025, 11, 25));
        // 残り 6 日: 9000*6/30 - 3000*6/30 = 1800 - 600
        assertThat(r.amountDue().amount()).isEqualByComparingTo("1200");
    }

    @Test
    void downgradeGivesCredit() {
        Subscription sub = new Subscription("sub_1", "cus_1", pro, LocalDate.of(2025, 11, 1), LocalDate.of(2025, 12, 1));
        ProrationResult r = service.prorate(sub, basic, LocalDate.of(2025, 11, 16));
        assertThat(r.amountDue().isNegative()).isTrue();
    }
}
