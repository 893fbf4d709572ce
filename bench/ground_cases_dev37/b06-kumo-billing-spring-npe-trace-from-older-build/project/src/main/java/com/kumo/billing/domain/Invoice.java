package com.kumo.billing.domain;

import jakarta.persistence.*;
import java.math.BigDecimal;
import java.time.LocalDate;

@Entity
@Table(name = "invoices")
public class Invoice {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, unique = true)
    private String number;

    @Column(name = "customer_name", nullable = false)
    private String customerName;

    @Column(name = "issued_on")
    private LocalDate issuedOn;

    @Column(name = "due_on")
    private LocalDate dueOn;

    @Column(nullable = false)
    private BigDecimal subtotal = BigDecimal.ZERO;

    /** 発行時に確定する。下書きの間は null。 */
    @Column(name = "tax_amount")
    private BigDecimal taxAmount;

    @Column(nullable = false, length = 3)
    private String currency = "JPY";

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private InvoiceStatus status = InvoiceStatus.DRAFT;

    public Long getId() { return id; }
    public String getNumber() { return number; }
    public String getCustomerName() { return customerName; }
    public LocalDate getIssuedOn() { return issuedOn; }
    public LocalDate getDueOn() { return dueOn; }
    public BigDecimal getSubtotal() { return subtotal; }
    public BigDecimal getTaxAmount() { return taxAmount; }
    public String getCurrency() { return currency; }
    public InvoiceStatus getStatus() { return status; }

    public BigDecimal getTotal() {
        return subtotal.add(taxAmount == null ? BigDecimal.ZERO : taxAmount);
    }

    public void issue(LocalDate on, BigDecimal taxRate) {
        this.issuedOn = on;
        this.dueOn = on.plusDays(30);
        this.taxAmount = subtotal.multiply(taxRate);
        this.status = InvoiceStatus.ISSUED;
    }
}
