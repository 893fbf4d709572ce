package com.acme.report.util;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;

import java.util.Date;

import org.junit.Test;

public class DateUtilTest {

    @Test
    public void parseAndFormatRoundTrip() {
        Date d = DateUtil.parse("2024-02-29");
        assertEquals("2024-02-29", DateUtil.format(d));
    }

    @Test
    public void blankIsNull() {
        assertNull(DateUtil.parse("  "));
    }

    @Test
    public void addDaysCrossesMonth() {
        assertEquals("2024-03-01", DateUtil.format(DateUtil.addDays(DateUtil.parse("2024-02-29"), 1)));
    }

    @Test
    public void firstDayOfMonth() {
        assertEquals("2024-02-01", DateUtil.format(DateUtil.firstDayOfMonth(DateUtil.parse("2024-02-17"))));
    }

    @Test(expected = IllegalArgumentException.class)
    public void badDateThrows() {
        DateUtil.parse("2024/02/30x");
    }
}
