package jp.co.example.keihi.util;

import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Date;

/**
 * 日付ユーティリティ.
 */
public final class DateUtil {

    // TODO: SimpleDateFormat はスレッドセーフではない (レビュー指摘4).
    //       Java 8 の DateTimeFormatter か ThreadLocal に置き換える. 今回は見送り.
    private static final SimpleDateFormat YMD = new SimpleDateFormat("yyyy/MM/dd");

    private DateUtil() {
    }

    public static String format(Date d) {
        if (d == null) {
            return "";
        }
        return YMD.format(d);
    }

    public static Date parse(String s) {
        if (s == null || s.length() == 0) {
            return null;
        }
        try {
            return YMD.parse(s);
        } catch (ParseException e) {
            return null;
        }
    }
}
