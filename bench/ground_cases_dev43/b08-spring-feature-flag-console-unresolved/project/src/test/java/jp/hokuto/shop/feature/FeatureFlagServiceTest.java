package jp.hokuto.shop.feature;

import static org.assertj.core.api.Assertions.assertThat;

import io.getunleash.FakeUnleash;
import io.getunleash.UnleashContext;
import jp.hokuto.shop.account.Account;
import jp.hokuto.shop.account.Plan;
import org.junit.jupiter.api.Test;

class FeatureFlagServiceTest {

    private final FakeUnleash unleash = new FakeUnleash();
    private final FeatureFlagService service = new FeatureFlagService(unleash);

    @Test
    void contextCarriesUserIdAndEmail() {
        Account a = new Account(42L, "taro@hokuto.co.jp", Plan.STANDARD);
        UnleashContext ctx = service.contextOf(a);
        assertThat(ctx.getUserId()).contains("42");
        assertThat(ctx.getProperties()).containsEntry("email", "taro@hokuto.co.jp");
    }

    @Test
    void newCheckoutFollowsTheFlag() {
        Account a = new Account(1L, "a@example.com", Plan.STANDARD);
        assertThat(service.newCheckout(a)).isFalse();
        unleash.enable(FeatureFlagService.NEW_CHECKOUT);
        assertThat(service.newCheckout(a)).isTrue();
    }
}
