package com.acme.billing.util;

import static org.junit.Assert.assertEquals;

import java.util.Date;

import org.junit.Test;

public class ReportDateUtilTest {

    @Test
    public void headerIsDayMonthYear() {
        Date d = ReportDateUtil.parseIso("2024-02-29");
        assertEquals("29.02.2024", ReportDateUtil.header(d));
    }

    @Test
    public void addDaysCrossesMonth() {
        Date d = ReportDateUtil.addDays(ReportDateUtil.parseIso("2024-01-28"), 7);
        assertEquals("2024-02-04", ReportDateUtil.iso(d));
    }

    @Test
    public void daysBetweenWholeDays() {
        Date a = ReportDateUtil.parseIso("2024-03-01");
        Date b = ReportDateUtil.parseIso("2024-03-15");
        assertEquals(14, ReportDateUtil.daysBetween(a, b));
    }

    @Test
    public void headerIsSafeAcrossThreads() throws Exception {
        final Date d = ReportDateUtil.parseIso("2024-12-31");
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(8);
        java.util.List<java.util.concurrent.Future<String>> results = new java.util.ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            results.add(pool.submit(() -> ReportDateUtil.header(d)));
        }
        for (java.util.concurrent.Future<String> f : results) {
            assertEquals("31.12.2024", f.get());
        }
        pool.shutdown();
    }
}
