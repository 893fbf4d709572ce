package com.acme.billing.util;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

public final class DateUtils {

    public static final ZoneId BUSINESS_ZONE = ZoneId.of("Asia/Shanghai");

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd");
    private static final DateTimeFormatter DAY_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private DateUtils() {
    }

    /** Calendar day of an instant, for grouping orders by day. */
    public static LocalDate toLocalDate(Instant instant) {
        return instant.atZone(BUSINESS_ZONE).toLocalDate();
    }

    public static String formatDay(LocalDate day) {
        return DAY.format(day);
    }

    public static String formatDayTime(Instant instant) {
        return DAY_TIME.format(LocalDateTime.ofInstant(instant, BUSINESS_ZONE));
    }

    public static Instant startOfDay(LocalDate day) {
        return day.atStartOfDay(BUSINESS_ZONE).toInstant();
    }
}
