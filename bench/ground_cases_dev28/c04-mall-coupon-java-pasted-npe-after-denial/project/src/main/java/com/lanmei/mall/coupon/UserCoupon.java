package com.lanmei.mall.coupon;

import java.time.LocalDateTime;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

import lombok.Getter;
import lombok.NoArgsConstructor;

@Getter
@NoArgsConstructor
@Entity
@Table(name = "user_coupon")
public class UserCoupon {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "user_id", nullable = false)
    private long userId;

    @Column(name = "coupon_id", nullable = false)
    private long couponId;

    @Column(name = "used_at")
    private LocalDateTime usedAt;

    @Version
    private int version;

    public boolean isUsed() {
        return usedAt != null;
    }

    public void markUsed(LocalDateTime when) {
        this.usedAt = when;
    }
}
