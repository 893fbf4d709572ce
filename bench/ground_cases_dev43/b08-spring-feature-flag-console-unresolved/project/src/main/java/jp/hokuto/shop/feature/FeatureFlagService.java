package jp.hokuto.shop.feature;

import io.getunleash.Unleash;
import io.getunleash.UnleashContext;
import jp.hokuto.shop.account.Account;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * 機能フラグの判定。フラグの定義・ロールアウト条件は Unleash 側で管理する。
 */
@Service
public class FeatureFlagService {

    public static final String NEW_CHECKOUT = "new-checkout";
    public static final String POINT_CAMPAIGN = "point-campaign-2025w";

    private static final Logger log = LoggerFactory.getLogger(FeatureFlagService.class);

    private final Unleash unleash;

    public FeatureFlagService(Unleash unleash) {
        this.unleash = unleash;
    }

    public boolean isEnabled(String flag, Account account) {
        UnleashContext context = contextOf(account);
        boolean enabled = unleash.isEnabled(flag, context, false);
        log.debug("flag={} enabled={} userId={} props={}", flag, enabled,
                context.getUserId().orElse("-"), context.getProperties());
        return enabled;
    }

    public boolean newCheckout(Account account) {
        return isEnabled(NEW_CHECKOUT, account);
    }

    UnleashContext contextOf(Account account) {
        UnleashContext.Builder b = UnleashContext.builder();
        if (account != null) {
            b.userId(String.valueOf(account.getId()))
             .addProperty("email", account.getEmail())
             .addProperty("plan", account.getPlan().name());
        }
        return b.build();
    }
}
