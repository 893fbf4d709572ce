package jp.kumo.billing;

import jakarta.persistence.*;

@Entity
@Table(name = "invoices")
public class Invoice {
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;
    private Long customerId;
    private String status;
    private long amount;

    protected Invoice() {}

    public Invoice(Long customerId, String status, long amount) {
        this.customerId = customerId;
        this.status = status;
        this.amount = amount;
    }

    public Long getId() { return id; }
    public Long getCustomerId() { return customerId; }
    public String getStatus() { return status; }
    public long getAmount() { return amount; }
}
