package com.acme.reports.domain;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.LocalDate;

@Entity
@Table(name = "orders")
public class Order {
    @Id
    private Long id;
    private Long customerId;
    private LocalDate orderedOn;
    private BigDecimal total;

    protected Order() {}

    public Long getId() { return id; }
    public Long getCustomerId() { return customerId; }
    public LocalDate getOrderedOn() { return orderedOn; }
    public BigDecimal getTotal() { return total; }
}
