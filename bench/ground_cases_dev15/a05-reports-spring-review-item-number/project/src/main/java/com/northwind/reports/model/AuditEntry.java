package com.northwind.reports.model;

import java.math.BigDecimal;
import java.time.Instant;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "audit_log")
public class AuditEntry {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;
    private String action;
    private long orderId;
    private BigDecimal amount;
    private String actor;
    private Instant at;

    protected AuditEntry() {
    }

    public AuditEntry(String action, long orderId, BigDecimal amount, String actor, Instant at) {
        this.action = action;
        this.orderId = orderId;
        this.amount = amount;
        this.actor = actor;
        this.at = at;
    }

    public Long getId() { return id; }
    public String getAction() { return action; }
    public long getOrderId() { return orderId; }
    public BigDecimal getAmount() { return amount; }
    public String getActor() { return actor; }
    public Instant getAt() { return at; }
}
