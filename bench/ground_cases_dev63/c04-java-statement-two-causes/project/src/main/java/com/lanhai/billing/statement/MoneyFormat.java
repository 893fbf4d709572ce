package com.lanhai.billing.statement;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** 对账单上的金额显示。 */
public final class MoneyFormat {

    private MoneyFormat() {
    }

    /** ¥1,234.50 这种，PDF 正文用。固定 Locale.ROOT，避免服务器 locale 把千分位变成 "." */
    public static String yuan(BigDecimal amount) {
        if (amount == null) {
            return "-";
        }
        DecimalFormat f = new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(Locale.ROOT));
        return "¥" + f.format(amount.setScale(2, RoundingMode.HALF_UP));
    }

    /** 大额显示成"万"，仪表盘用。 */
    public static String wan(BigDecimal amount) {
        if (amount == null) {
            return "-";
        }
        BigDecimal w = amount.divide(BigDecimal.valueOf(10_000), 2, RoundingMode.HALF_UP);
        return w.toPlainString() + "万";
    }

    public static boolean isZero(BigDecimal amount) {
        return amount == null || amount.signum() == 0;
    }
}
