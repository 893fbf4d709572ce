package com.lanmei.mall.coupon;

import java.util.Optional;

import org.springframework.data.jpa.repository.JpaRepository;

public interface UserCouponRepository extends JpaRepository<UserCoupon, Long> {

    Optional<UserCoupon> findByUserIdAndCouponId(long userId, long couponId);
}
