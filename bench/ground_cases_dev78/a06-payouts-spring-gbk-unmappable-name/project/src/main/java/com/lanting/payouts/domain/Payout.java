package com.lanting.payouts.domain;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.time.LocalDate;

@Entity
public class Payout {
    @Id
    private Long id;
    private String payeeName;
    private String bankAccount;
    private String bankName;
    private double amount;
    private LocalDate payDate;
    private String memo;

    protected Payout() {
    }

    public Payout(Long id, String payeeName, String bankAccount, String bankName, double amount, LocalDate payDate, String memo) {
        this.id = id;
        this.payeeName = payeeName;
        this.bankAccount = bankAccount;
        this.bankName = bankName;
        this.amount = amount;
        this.payDate = payDate;
        this.memo = memo;
    }

    public Long getId() { return id; }
    public String getPayeeName() { return payeeName; }
    public String getBankAccount() { return bankAccount; }
    public String getBankName() { return bankName; }
    public double getAmount() { return amount; }
    public LocalDate getPayDate() { return payDate; }
    public String getMemo() { return memo; }
}
