package com.acme.report;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

final class OrderFixtures {

    static final ZoneId SHANGHAI = ZoneId.of("Asia/Shanghai");
    private static final Random RND = new Random();
    private static final AtomicLong IDS = new AtomicLong(1000);

    private OrderFixtures() {
    }

    /** An order on the given local (Shanghai) day, at a random time of that day. */
    static Order orderOn(LocalDate day, String store, String amount) {
        var at = day.atTime(RND.nextInt(24), RND.nextInt(60)).atZone(SHANGHAI).toInstant();
        return new Order(IDS.incrementAndGet(), store, new BigDecimal(amount), at);
    }

    /** An order on a random day of the month. */
    static Order randomOrderIn(YearMonth month, String store) {
        LocalDate day = month.atDay(1).plusDays(RND.nextInt(month.lengthOfMonth() + 1));
        return orderOn(day, store, String.valueOf(10 + RND.nextInt(90)));
    }
}
