package jp.co.tsumiki.billing.subscription;

import java.time.LocalDate;
import java.util.Map;

import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import jp.co.tsumiki.billing.proration.ProrationResult;
import jp.co.tsumiki.billing.proration.ProrationService;

/**
 * プラン変更のAPI.
 * 変更時点で日割り計算をして, 差額を即時に請求する (負ならクレジット).
 */
@RestController
public class PlanChangeController {

    private final SubscriptionRepository subscriptions;
    private final ProrationService proration;

    public PlanChangeController(SubscriptionRepository subscriptions, ProrationService proration) {
        this.subscriptions = subscriptions;
        this.proration = proration;
    }

    @PostMapping("/subscriptions/{id}/plan")
    public Map<String, Object> change(@PathVariable String id, @RequestBody Map<String, String> body) {
        Subscription sub = subscriptions.get(id);
        Plan newPlan = subscriptions.plan(body.get("planId"));
        ProrationResult result = proration.prorate(sub, newPlan, LocalDate.now());
        subscriptions.changePlan(id, newPlan, result);
        return Map.of(
                "amountDue", result.amountDue().amount(),
                "currency", result.amountDue().currency().getCurrencyCode());
    }
}
