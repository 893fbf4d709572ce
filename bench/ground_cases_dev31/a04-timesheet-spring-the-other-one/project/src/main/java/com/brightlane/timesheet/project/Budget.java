package com.brightlane.timesheet.project;

import java.math.BigDecimal;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

@Embeddable
public class Budget {

    @Column(name = "budget_spent", precision = 12, scale = 2, nullable = false)
    private BigDecimal spent = BigDecimal.ZERO;

    @Column(name = "budget_limit", precision = 12, scale = 2, nullable = false)
    private BigDecimal limit = BigDecimal.ZERO;

    protected Budget() {
    }

    public Budget(BigDecimal spent, BigDecimal limit) {
        this.spent = spent;
        this.limit = limit;
    }

    public BigDecimal getSpent() {
        return spent;
    }

    public BigDecimal getLimit() {
        return limit;
    }

    public void addSpend(BigDecimal amount) {
        this.spent = this.spent.add(amount);
    }
}
