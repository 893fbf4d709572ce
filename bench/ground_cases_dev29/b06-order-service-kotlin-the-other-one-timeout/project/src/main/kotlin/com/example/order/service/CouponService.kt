package com.example.order.service

import com.example.order.repository.CouponRepository
import org.springframework.stereotype.Service
import java.math.BigDecimal
import java.math.RoundingMode
import java.time.Clock
import java.time.LocalDate

@Service
class CouponService(
    private val couponRepository: CouponRepository,
    private val clock: Clock,
) {
    /** Discount in yen for [subtotal]; zero when no code is given or the minimum is not met. */
    fun discountFor(code: String?, subtotal: BigDecimal): BigDecimal {
        if (code.isNullOrBlank()) return BigDecimal.ZERO
        val coupon = couponRepository.findActiveByCode(code, LocalDate.now(clock))
            ?: throw CouponNotFoundException(code)
        val rate = coupon.discountRate
        if (subtotal < coupon.minimumSubtotal) return BigDecimal.ZERO
        return subtotal.multiply(rate).setScale(0, RoundingMode.DOWN)
    }

    fun markUsed(code: String?) {
        if (code.isNullOrBlank()) return
        couponRepository.incrementUsage(code)
    }
}

class CouponNotFoundException(val code: String) : RuntimeException("coupon not found: $code")
