package jp.co.sankyo.billing.domain;

import java.math.BigDecimal;
import java.time.Instant;
import javax.persistence.Column;
import javax.persistence.Entity;
import javax.persistence.Id;
import javax.persistence.Table;

@Entity
@Table(name = "T_INVOICE")
public class Invoice {

    @Id
    @Column(name = "INVOICE_NO")
    private String invoiceNo;

    @Column(name = "CUSTOMER_ID", nullable = false)
    private Long customerId;

    @Column(name = "ISSUED_AT", nullable = false)
    private Instant issuedAt;

    @Column(name = "AMOUNT", precision = 12, scale = 0)
    private BigDecimal amount;

    @Column(name = "TAX", precision = 12, scale = 0)
    private BigDecimal tax;

    @Column(name = "STATUS", length = 10)
    private String status;

    public String getInvoiceNo() { return invoiceNo; }
    public Long getCustomerId() { return customerId; }
    public Instant getIssuedAt() { return issuedAt; }
    public BigDecimal getAmount() { return amount; }
    public BigDecimal getTax() { return tax; }
    public String getStatus() { return status; }
}
