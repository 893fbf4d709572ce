package com.hekou.recon.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Temporal;
import jakarta.persistence.TemporalType;
import java.math.BigDecimal;
import java.util.Date;

@Entity
@Table(name = "statement_line")
public class StatementLine {

    @Id
    private Long id;

    @Column(name = "merchant_id", nullable = false)
    private Long merchantId;

    @Column(name = "order_no", nullable = false, length = 40)
    private String orderNo;

    private String channel;

    private BigDecimal amount;

    private BigDecimal fee;

    @Enumerated(EnumType.STRING)
    private LineStatus status;

    @Column(name = "paid_at", nullable = false)
    @Temporal(TemporalType.TIMESTAMP)
    private Date paidAt;

    public Long getId() { return id; }
    public Long getMerchantId() { return merchantId; }
    public String getOrderNo() { return orderNo; }
    public String getChannel() { return channel; }
    public BigDecimal getAmount() { return amount; }
    public BigDecimal getFee() { return fee; }
    public LineStatus getStatus() { return status; }
    public Date getPaidAt() { return paidAt; }
}
