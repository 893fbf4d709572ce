package jp.example.salon.reservation;

import org.springframework.stereotype.Component;

/**
 * 返金額の計算。利用規約 第8条: 返金額の1円未満は切り捨て。
 */
@Component
public class RefundCalculator {

    public int refundAmount(int price, double feeRate) {
        if (price < 0) {
            throw new IllegalArgumentException("price must not be negative");
        }
        if (feeRate < 0.0 || feeRate > 1.0) {
            throw new IllegalArgumentException("feeRate out of range: " + feeRate);
        }
        double refund = price * (1.0 - feeRate);
        return (int) Math.round(refund);
    }

    public int feeAmount(int price, double feeRate) {
        return price - refundAmount(price, feeRate);
    }

    /** 明細表示用 */
    public String describe(int price, double feeRate) {
        return String.format("料金 %,d円 / キャンセル料 %,d円 / 返金 %,d円",
                price, feeAmount(price, feeRate), refundAmount(price, feeRate));
    }
}
