package com.acme.billing.domain;

import java.math.BigDecimal;
import java.time.Instant;
import javax.persistence.Column;
import javax.persistence.Entity;
import javax.persistence.EnumType;
import javax.persistence.Enumerated;
import javax.persistence.GeneratedValue;
import javax.persistence.GenerationType;
import javax.persistence.Id;
import javax.persistence.Table;

@Entity
@Table(name = "invoice")
public class Invoice {

    public enum Status { DRAFT, ISSUED, PAID, CANCELLED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "invoice_no", nullable = false, unique = true)
    private String number;

    /** Stored as timestamptz; always an instant, never a local date. */
    @Column(name = "issued_at")
    private Instant issuedAt;

    @Column(name = "customer_no", nullable = false)
    private String customerNumber;

    @Column(name = "customer_name", nullable = false)
    private String customerName;

    @Column(name = "net_amount", precision = 12, scale = 2)
    private BigDecimal netAmount;

    @Column(name = "vat_amount", precision = 12, scale = 2)
    private BigDecimal vatAmount;

    @Column(name = "gross_amount", precision = 12, scale = 2)
    private BigDecimal grossAmount;

    @Enumerated(EnumType.STRING)
    private Status status;

    protected Invoice() {
    }

    public Invoice(String number, Instant issuedAt, String customerNumber, String customerName,
                   BigDecimal netAmount, BigDecimal vatAmount, Status status) {
        this.number = number;
        this.issuedAt = issuedAt;
        this.customerNumber = customerNumber;
        this.customerName = customerName;
        this.netAmount = netAmount;
        this.vatAmount = vatAmount;
        this.grossAmount = netAmount.add(vatAmount);
        this.status = status;
    }

    public Long getId() { return id; }
    public String getNumber() { return number; }
    public Instant getIssuedAt() { return issuedAt; }
    public String getCustomerNumber() { return customerNumber; }
    public String getCustomerName() { return customerName; }
    public BigDecimal getNetAmount() { return netAmount; }
    public BigDecimal getVatAmount() { return vatAmount; }
    public BigDecimal getGrossAmount() { return grossAmount; }
    public Status getStatus() { return status; }
}
