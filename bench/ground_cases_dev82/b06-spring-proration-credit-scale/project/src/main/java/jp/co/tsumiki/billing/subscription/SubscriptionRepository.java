package jp.co.tsumiki.billing.subscription;

import jp.co.tsumiki.billing.proration.ProrationResult;

public interface SubscriptionRepository {

    Subscription get(String id);

    Plan plan(String planId);

    void changePlan(String id, Plan newPlan, ProrationResult result);
}
