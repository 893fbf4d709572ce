package com.acme.billing.customer;

import java.math.BigDecimal;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "customers")
public class Customer {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String name;

    @Column(name = "billing_email", nullable = false)
    private String billingEmail;

    @Column(name = "payment_term_days", nullable = false)
    private int paymentTermDays = 30;

    /** Prepaid credit that is used up by the next invoices. */
    @Column(name = "credit_balance", precision = 12, scale = 2)
    private BigDecimal creditBalance = BigDecimal.ZERO;

    protected Customer() {
    }

    public Customer(String name, String billingEmail) {
        this.name = name;
        this.billingEmail = billingEmail;
    }

    public Long getId() { return id; }
    public String getName() { return name; }
    public String getBillingEmail() { return billingEmail; }
    public int getPaymentTermDays() { return paymentTermDays; }
    public void setPaymentTermDays(int days) { this.paymentTermDays = days; }
    public BigDecimal getCreditBalance() { return creditBalance; }
    public void setCreditBalance(BigDecimal creditBalance) { this.creditBalance = creditBalance; }
}
