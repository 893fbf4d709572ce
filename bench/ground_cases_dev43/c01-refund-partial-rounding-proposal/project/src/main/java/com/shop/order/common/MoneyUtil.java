package com.shop.order.common;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * 金额换算。数据库和微信支付都用分（long），只有展示层用元。
 */
public final class MoneyUtil {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private MoneyUtil() {
    }

    public static long yuanToFen(BigDecimal yuan) {
        if (yuan == null) {
            return 0L;
        }
        return yuan.multiply(HUNDRED).setScale(0, RoundingMode.HALF_UP).longValueExact();
    }

    public static BigDecimal fenToYuan(long fen) {
        return BigDecimal.valueOf(fen).divide(HUNDRED, 2, RoundingMode.HALF_UP);
    }

    public static String format(long fen) {
        return "¥" + fenToYuan(fen).toPlainString();
    }

    public static boolean isPositive(Long fen) {
        return fen != null && fen > 0;
    }
}
