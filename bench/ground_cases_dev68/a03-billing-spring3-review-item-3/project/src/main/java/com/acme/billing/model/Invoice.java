package com.acme.billing.model;

import java.math.BigDecimal;
import java.util.Date;

public class Invoice {

    public static final String STATUS_OPEN = "OPEN";
    public static final String STATUS_PAID = "PAID";
    public static final String STATUS_CANCELLED = "CANCELLED";

    private long id;
    private long customerId;
    private String number;
    private String status;
    private Date issued;
    private Date due;
    private BigDecimal amount;
    private BigDecimal lateFee;

    public long getId() { return id; }
    public void setId(long id) { this.id = id; }

    public long getCustomerId() { return customerId; }
    public void setCustomerId(long customerId) { this.customerId = customerId; }

    public String getNumber() { return number; }
    public void setNumber(String number) { this.number = number; }

    public String getStatus() { return status; }
    public void setStatus(String status) { this.status = status; }

    public Date getIssued() { return issued; }
    public void setIssued(Date issued) { this.issued = issued; }

    public Date getDue() { return due; }
    public void setDue(Date due) { this.due = due; }

    public BigDecimal getAmount() { return amount; }
    public void setAmount(BigDecimal amount) { this.amount = amount; }

    public BigDecimal getLateFee() { return lateFee; }
    public void setLateFee(BigDecimal lateFee) { this.lateFee = lateFee; }
}
