package com.hxbank.batch;

import java.math.BigDecimal;

/**
 * 移植自 legacy/FEECALC.cbl
 */
public class FeeCalculator {

    static final BigDecimal FEE_RATE = new BigDecimal("0.000350");
    static final BigDecimal FEE_MIN = new BigDecimal("2.00");

    public BigDecimal monthlyFee(BigDecimal balance) {
        BigDecimal fee = MoneyUtil.round(balance.multiply(FEE_RATE));
        return MoneyUtil.max(fee, FEE_MIN);
    }
}
