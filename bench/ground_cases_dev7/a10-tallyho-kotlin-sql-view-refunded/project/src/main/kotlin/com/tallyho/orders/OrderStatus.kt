package com.tallyho.orders

/** Matches the orders.status column (lower-case in the database). */
enum class OrderStatus(val db: String) {
    PENDING("pending"),
    PAID("paid"),
    REFUNDED("refunded"),
    CANCELLED("cancelled"),
}
