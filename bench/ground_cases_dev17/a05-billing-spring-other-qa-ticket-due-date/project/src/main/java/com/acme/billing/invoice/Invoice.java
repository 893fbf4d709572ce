package com.acme.billing.invoice;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

import com.acme.billing.customer.Customer;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

@Entity
@Table(name = "invoices")
public class Invoice {

    public enum Status { DRAFT, OPEN, PAID, VOID }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, unique = true)
    private String number;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Customer customer;

    @Enumerated(EnumType.STRING)
    private Status status = Status.DRAFT;

    private Instant issuedAt;

    private LocalDate dueDate;

    private BigDecimal total = BigDecimal.ZERO;

    @Column(length = 3)
    private String currency = "USD";

    public Long getId() { return id; }
    public String getNumber() { return number; }
    public Customer getCustomer() { return customer; }
    public Status getStatus() { return status; }
    public Instant getIssuedAt() { return issuedAt; }
    public LocalDate getDueDate() { return dueDate; }
    public BigDecimal getTotal() { return total; }
    public String getCurrency() { return currency; }
}
