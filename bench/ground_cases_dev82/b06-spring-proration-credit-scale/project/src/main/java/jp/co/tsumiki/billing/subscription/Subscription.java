package jp.co.tsumiki.billing.subscription;

import java.time.LocalDate;

public record Subscription(String id, String customerId, Plan plan, LocalDate periodStart, LocalDate periodEnd) {
}
