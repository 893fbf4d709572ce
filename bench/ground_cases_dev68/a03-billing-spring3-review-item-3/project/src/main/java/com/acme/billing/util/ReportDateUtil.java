package com.acme.billing.util;

import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Calendar;
import java.util.Date;

/**
 * Date helpers for the invoice PDF and the CSV reports.
 * Formats are fixed by the print templates; do not localise.
 */
public final class ReportDateUtil {

    // SimpleDateFormat is not thread safe: one instance per thread
    private static final ThreadLocal<SimpleDateFormat> HEADER_FORMAT =
            ThreadLocal.withInitial(() -> new SimpleDateFormat("dd.MM.yyyy"));
    private static final ThreadLocal<SimpleDateFormat> ISO_FORMAT =
            ThreadLocal.withInitial(() -> new SimpleDateFormat("yyyy-MM-dd"));

    private ReportDateUtil() {
    }

    public static String header(Date date) {
        return HEADER_FORMAT.get().format(date);
    }

    public static String iso(Date date) {
        return ISO_FORMAT.get().format(date);
    }

    public static Date parseIso(String text) {
        try {
            return ISO_FORMAT.get().parse(text);
        } catch (ParseException e) {
            throw new IllegalArgumentException("not a yyyy-MM-dd date: " + text, e);
        }
    }

    public static Date addDays(Date date, int days) {
        Calendar cal = Calendar.getInstance();
        cal.setTime(date);
        cal.add(Calendar.DAY_OF_MONTH, days);
        return cal.getTime();
    }

    public static int daysBetween(Date from, Date to) {
        long ms = to.getTime() - from.getTime();
        return (int) (ms / (24L * 60 * 60 * 1000));
    }
}
