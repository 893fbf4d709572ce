package jp.co.tsumiki.billing.subscription;

import jp.co.tsumiki.billing.money.Money;

public record Plan(String id, String name, Money price) {
}
