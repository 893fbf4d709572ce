package com.example.order.repository

import com.example.order.domain.Coupon
import org.springframework.data.jpa.repository.JpaRepository
import org.springframework.data.jpa.repository.Modifying
import org.springframework.data.jpa.repository.Query
import java.time.LocalDate

interface CouponRepository : JpaRepository<Coupon, String> {
    @Query("select c from Coupon c where c.code = :code and :today between c.validFrom and c.validUntil")
    fun findActiveByCode(code: String, today: LocalDate): Coupon?

    @Modifying
    @Query("update Coupon c set c.usedCount = c.usedCount + 1 where c.code = :code")
    fun incrementUsage(code: String): Int
}
