package com.acme.coupon;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface CouponRepository extends JpaRepository<Coupon, Long> {

    /** Coupons of one user in one state, newest first. */
    List<Coupon> findByUserIdAndStatusOrderByIdDesc(Long userId, Coupon.Status status);

    /** For the ops dashboard: how many coupons are in each state. */
    long countByStatus(Coupon.Status status);

    /**
     * Nightly job: mark every active coupon whose expiry has passed.
     * Runs at 00:05 Asia/Shanghai, see CouponApplication.ExpiryJob.
     * Returns the number of rows changed.
     */
    @Modifying
    @Query("update Coupon c set c.status = com.acme.coupon.Coupon.Status.EXPIRED "
            + "where c.status = com.acme.coupon.Coupon.Status.ACTIVE and c.expiresAt <= :now")
    int expireBefore(@Param("now") Instant now);

    /** The coupon an order used, if any (order service looks this up on refunds). */
    List<Coupon> findByUsedByOrder(String orderId);
}
