package io.seatwise.billing;

import java.math.BigDecimal;

public record Plan(String code, String name, BigDecimal monthlyPrice, BigDecimal seatPrice, int includedSeats) {

    public static final Plan STARTER = new Plan("starter", "Starter", new BigDecimal("19.00"), new BigDecimal("6.00"), 3);
    public static final Plan PRO = new Plan("pro", "Pro", new BigDecimal("49.00"), new BigDecimal("9.00"), 5);
    public static final Plan BUSINESS = new Plan("business", "Business", new BigDecimal("129.00"), new BigDecimal("12.00"), 10);
}
