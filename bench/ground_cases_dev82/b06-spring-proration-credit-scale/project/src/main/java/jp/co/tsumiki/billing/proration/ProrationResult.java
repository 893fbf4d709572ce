package jp.co.tsumiki.billing.proration;

import jp.co.tsumiki.billing.money.Money;

/**
 * 日割りの結果。
 *
 * @param unusedCredit 旧プランの未使用分 (返金/クレジット)
 * @param newCharge    新プランの残期間分
 * @param amountDue    請求額 (負ならクレジット)
 */
public record ProrationResult(Money unusedCredit, Money newCharge, Money amountDue) {
}
