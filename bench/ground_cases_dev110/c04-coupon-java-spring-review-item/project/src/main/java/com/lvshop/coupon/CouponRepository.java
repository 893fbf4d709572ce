package com.lvshop.coupon;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface CouponRepository extends JpaRepository<Coupon, Long> {

    Optional<Coupon> findByCode(String code);

    /** Coupons that can still be shown in the app's "my coupons" page. */
    @Query("""
            select c from Coupon c
            where c.expiresAt > :now
              and c.usedCount < c.maxUses
            order by c.expiresAt asc
            """)
    List<Coupon> findActive(@Param("now") Instant now);

    /** Used by the nightly report. */
    @Query("""
            select count(c) from Coupon c
            where c.expiresAt <= :now
            """)
    long countExpired(@Param("now") Instant now);

    default Coupon getByCode(String code) {
        return findByCode(code).orElseThrow();
    }
}
