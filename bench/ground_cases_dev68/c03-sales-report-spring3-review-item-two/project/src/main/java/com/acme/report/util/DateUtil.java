package com.acme.report.util;

import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Calendar;
import java.util.Date;

/**
 * 日期工具。报表查询参数、导出文件里的日期都走这里。
 */
public final class DateUtil {

    private static final SimpleDateFormat FMT = new SimpleDateFormat("yyyy-MM-dd");

    private DateUtil() {
    }

    public static Date parse(String s) {
        if (s == null || s.trim().length() == 0) {
            return null;
        }
        try {
            return FMT.parse(s.trim());
        } catch (ParseException e) {
            throw new IllegalArgumentException("bad date: " + s, e);
        }
    }

    public static String format(Date d) {
        return d == null ? "" : FMT.format(d);
    }

    public static Date addDays(Date d, int days) {
        Calendar c = Calendar.getInstance();
        c.setTime(d);
        c.add(Calendar.DAY_OF_MONTH, days);
        return c.getTime();
    }

    public static Date firstDayOfMonth(Date d) {
        Calendar c = Calendar.getInstance();
        c.setTime(d);
        c.set(Calendar.DAY_OF_MONTH, 1);
        c.set(Calendar.HOUR_OF_DAY, 0);
        c.set(Calendar.MINUTE, 0);
        c.set(Calendar.SECOND, 0);
        c.set(Calendar.MILLISECOND, 0);
        return c.getTime();
    }
}
