package jp.co.example.keihi.model;

import java.io.Serializable;
import java.util.Date;

public class Expense implements Serializable {

    private static final long serialVersionUID = 1L;

    private long expenseId;
    private Date applyDate;
    private long amount;
    private String purpose;
    private String status;

    public long getExpenseId() { return expenseId; }
    public void setExpenseId(long expenseId) { this.expenseId = expenseId; }
    public Date getApplyDate() { return applyDate; }
    public void setApplyDate(Date applyDate) { this.applyDate = applyDate; }
    public long getAmount() { return amount; }
    public void setAmount(long amount) { this.amount = amount; }
    public String getPurpose() { return purpose; }
    public void setPurpose(String purpose) { this.purpose = purpose; }
    public String getStatus() { return status; }
    public void setStatus(String status) { this.status = status; }
}
