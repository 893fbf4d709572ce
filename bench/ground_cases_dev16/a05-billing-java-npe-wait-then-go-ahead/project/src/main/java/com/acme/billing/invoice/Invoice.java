package com.acme.billing.invoice;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import jakarta.persistence.*;

@Entity
@Table(name = "invoices")
public class Invoice {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, unique = true)
    private String number;

    @Column(name = "customer_id", nullable = false)
    private Long customerId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private InvoiceStatus status = InvoiceStatus.DRAFT;

    @OneToMany(mappedBy = "invoice", cascade = CascadeType.ALL, orphanRemoval = true)
    private List<InvoiceLine> lines = new ArrayList<>();

    private BigDecimal vat = BigDecimal.ZERO;

    @Column(name = "credit_applied")
    private BigDecimal creditApplied = BigDecimal.ZERO;

    @Column(name = "issued_on")
    private LocalDate issuedOn;

    @Column(name = "due_on")
    private LocalDate dueOn;

    public BigDecimal netTotal() {
        return lines.stream().map(InvoiceLine::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    /** What the customer still has to pay: net + VAT - credit used. */
    public BigDecimal amountDue() {
        return netTotal().add(vat).subtract(creditApplied);
    }

    public Long getId() { return id; }
    public String getNumber() { return number; }
    public Long getCustomerId() { return customerId; }
    public InvoiceStatus getStatus() { return status; }
    public void setStatus(InvoiceStatus status) { this.status = status; }
    public List<InvoiceLine> getLines() { return lines; }
    public BigDecimal getVat() { return vat; }
    public void setVat(BigDecimal vat) { this.vat = vat; }
    public BigDecimal getCreditApplied() { return creditApplied; }
    public void setCreditApplied(BigDecimal creditApplied) { this.creditApplied = creditApplied; }
    public void setIssuedOn(LocalDate issuedOn) { this.issuedOn = issuedOn; }
    public void setDueOn(LocalDate dueOn) { this.dueOn = dueOn; }
}
