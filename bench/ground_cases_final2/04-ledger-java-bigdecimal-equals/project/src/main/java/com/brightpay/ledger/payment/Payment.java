package com.brightpay.ledger.payment;

import jakarta.persistence.*;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

@Entity
public class Payment {
    @Id @GeneratedValue
    private Long id;
    private String invoiceId;
    private String currency;
    @Column(precision = 12, scale = 2)
    private BigDecimal capturedAmount;
    @Transient
    private BigDecimal invoiceAmount;
    @OneToMany(mappedBy = "payment", cascade = CascadeType.ALL)
    private List<Refund> refunds = new ArrayList<>();

    protected Payment() {}

    public Payment(String invoiceId, String currency, BigDecimal capturedAmount) {
        this.invoiceId = invoiceId;
        this.currency = currency;
        this.capturedAmount = capturedAmount;
    }

    public Long getId() { return id; }
    public String getInvoiceId() { return invoiceId; }
    public String getCurrency() { return currency; }
    public BigDecimal getCapturedAmount() { return capturedAmount; }
    public BigDecimal getInvoiceAmount() { return invoiceAmount; }
    public void setInvoiceAmount(BigDecimal invoiceAmount) { this.invoiceAmount = invoiceAmount; }
    public List<Refund> getRefunds() { return refunds; }

    public BigDecimal refundedTotal() {
        return refunds.stream().map(Refund::getAmount).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
