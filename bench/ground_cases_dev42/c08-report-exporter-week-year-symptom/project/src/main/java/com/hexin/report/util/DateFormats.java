package com.hexin.report.util;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/**
 * Date patterns used in the exported files. Finance opens these in Excel and imports them
 * into Kingdee, so the formats are part of the contract: do not change them without asking.
 */
public final class DateFormats {

    public static final ZoneId ZONE = ZoneId.of("Asia/Shanghai");

    /** 业务日期 column, e.g. 2025-11-30 */
    public static final DateTimeFormatter DISPLAY_DATE = DateTimeFormatter.ofPattern("YYYY-MM-dd");

    /** 支付时间 / 退款时间 columns, e.g. 2025-11-30 21:04:17 */
    public static final DateTimeFormatter DISPLAY_DATETIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    /** File name suffix, e.g. recon_20251130.csv */
    public static final DateTimeFormatter FILE_DATE = DateTimeFormatter.ofPattern("yyyyMMdd");

    /** Accounting period in the file name, e.g. 202512 */
    public static final DateTimeFormatter PERIOD = DateTimeFormatter.ofPattern("yyyyMM");

    private DateFormats() {
    }

    public static String date(LocalDate d) {
        return d == null ? "" : DISPLAY_DATE.format(d);
    }

    public static String dateTime(Instant t) {
        return t == null ? "" : DISPLAY_DATETIME.format(t.atZone(ZONE));
    }
}
