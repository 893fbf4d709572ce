package com.example.order.domain

import jakarta.persistence.Entity
import jakarta.persistence.Id
import java.math.BigDecimal
import java.time.LocalDate

@Entity
class Coupon(
    @Id val code: String,
    val discountRate: BigDecimal,
    val minimumSubtotal: BigDecimal,
    val validFrom: LocalDate,
    val validUntil: LocalDate,
    var usedCount: Int = 0,
)
