package com.hxbank.batch;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * 金额工具。主机 COMP-3 金额统一是两位小数。
 */
public final class MoneyUtil {

    public static final int SCALE = 2;
    public static final BigDecimal ZERO = BigDecimal.ZERO.setScale(SCALE);

    private MoneyUtil() {
    }

    /** 舍入到分 */
    public static BigDecimal round(BigDecimal v) {
        // 和主机 COMPUTE ... ROUNDED 一致：四舍五入
        return v.setScale(SCALE, RoundingMode.HALF_UP);
    }

    public static BigDecimal max(BigDecimal a, BigDecimal b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    public static BigDecimal parseCents(long cents) {
        return BigDecimal.valueOf(cents, SCALE);
    }

    public static long toCents(BigDecimal v) {
        return round(v).movePointRight(SCALE).longValueExact();
    }
}
