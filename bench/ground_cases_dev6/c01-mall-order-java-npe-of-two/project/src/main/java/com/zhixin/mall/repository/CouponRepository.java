package com.zhixin.mall.repository;

import com.zhixin.mall.entity.Coupon;
import org.springframework.data.jpa.repository.JpaRepository;

import java.util.Optional;

public interface CouponRepository extends JpaRepository<Coupon, Long> {

    Optional<Coupon> findByCodeAndUserId(String code, Long userId);
}
