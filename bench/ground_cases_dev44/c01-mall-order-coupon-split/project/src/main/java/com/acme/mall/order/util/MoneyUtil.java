package com.acme.mall.order.util;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * 金额工具。库里和接口内部一律用 long 分，只有对外展示 / 前端入参是元。
 */
public final class MoneyUtil {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private MoneyUtil() {
    }

    /** 元 -> 分；超过两位小数直接报错，不做舍入 */
    public static long yuanToFen(BigDecimal yuan) {
        if (yuan == null) {
            throw new IllegalArgumentException("amount is null");
        }
        return yuan.multiply(HUNDRED).setScale(0, RoundingMode.UNNECESSARY).longValueExact();
    }

    /** 分 -> 元，两位小数 */
    public static BigDecimal fenToYuan(long fen) {
        return BigDecimal.valueOf(fen).divide(HUNDRED, 2, RoundingMode.UNNECESSARY);
    }

    /** 展示用：12990 -> "129.90" */
    public static String format(long fen) {
        return fenToYuan(fen).toPlainString();
    }
}
