package io.seatwise.billing.api;

import java.math.BigDecimal;

import io.seatwise.billing.Plan;

public final class PlanDto {

    private final String code;
    private final String name;
    private final BigDecimal monthlyPrice;

    private PlanDto(String code, String name, BigDecimal monthlyPrice) {
        this.code = code;
        this.name = name;
        this.monthlyPrice = monthlyPrice;
    }

    public static PlanDto from(Plan plan) {
        return new PlanDto(plan.code(), plan.name(), plan.monthlyPrice());
    }

    public String getCode() {
        return code;
    }

    public String getName() {
        return name;
    }

    public BigDecimal getMonthlyPrice() {
        return monthlyPrice;
    }
}
