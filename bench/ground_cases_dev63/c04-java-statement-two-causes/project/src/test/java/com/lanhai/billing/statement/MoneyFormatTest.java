package com.lanhai.billing.statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;

class MoneyFormatTest {

    @Test
    void yuanTwoDecimals() {
        assertEquals("¥12.50", MoneyFormat.yuan(new BigDecimal("12.5")));
    }

    @Test
    void yuanThousands() {
        assertEquals("¥1,234,567.80", MoneyFormat.yuan(new BigDecimal("1234567.8")));
    }

    @Test
    void yuanNull() {
        assertEquals("-", MoneyFormat.yuan(null));
    }

    @Test
    void wanRoundsHalfUp() {
        assertEquals("1.24万", MoneyFormat.wan(new BigDecimal("12350")));
    }

    @Test
    void zero() {
        assertTrue(MoneyFormat.isZero(BigDecimal.ZERO));
    }
}
