package jp.co.example.keihi.util;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;

import java.util.Calendar;
import java.util.Date;

import org.junit.Test;

public class DateUtilTest {

    @Test
    public void formatsSlashSeparated() {
        Calendar c = Calendar.getInstance();
        c.clear();
        c.set(2024, Calendar.MARCH, 5);
        assertEquals("2024/03/05", DateUtil.format(c.getTime()));
    }

    @Test
    public void parseReturnsNullOnGarbage() {
        assertNull(DateUtil.parse("2024-03-05x"));
    }

    @Test
    public void nullIsEmpty() {
        assertEquals("", DateUtil.format((Date) null));
    }
}
