package com.hxbank.batch;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * 移植自 legacy/INTCALC.cbl
 */
public class InterestCalculator {

    private static final BigDecimal DAYS_PER_YEAR = new BigDecimal(360);

    /**
     * @param balance 月末余额
     * @param annualRate 年利率，例如 0.0035
     * @param days 计息天数
     */
    public BigDecimal monthlyInterest(BigDecimal balance, BigDecimal annualRate, int days) {
        if (balance.signum() <= 0 || days <= 0) {
            return MoneyUtil.ZERO;
        }
        BigDecimal raw = balance.multiply(annualRate)
                .multiply(BigDecimal.valueOf(days))
                .divide(DAYS_PER_YEAR, MathContext.DECIMAL64);
        return MoneyUtil.round(raw);
    }
}
