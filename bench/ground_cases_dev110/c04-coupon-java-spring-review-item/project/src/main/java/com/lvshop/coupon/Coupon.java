package com.lvshop.coupon;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Version;
import java.time.Instant;

@Entity
public class Coupon {
    public enum Kind { PERCENT, FIXED }

    @Id
    @GeneratedValue
    private Long id;

    @Column(unique = true, nullable = false)
    private String code;

    private Kind kind;
    private int percent;          // PERCENT: 15 = 15% off
    private long amountCents;     // FIXED: amount off, in cents
    private long minSpendCents;   // 满减门槛: order total must reach this
    private int maxUses;
    private int usedCount;
    private Instant expiresAt;

    @Version
    private long version;

    protected Coupon() {}

    public Long getId() { return id; }
    public String getCode() { return code; }
    public Kind getKind() { return kind; }
    public int getPercent() { return percent; }
    public long getAmountCents() { return amountCents; }
    public long getMinSpendCents() { return minSpendCents; }
    public int getMaxUses() { return maxUses; }
    public int getUsedCount() { return usedCount; }
    public void setUsedCount(int usedCount) { this.usedCount = usedCount; }
    public Instant getExpiresAt() { return expiresAt; }
}
