package jp.marusan.orders

import java.time.OffsetDateTime

data class OrderDto(
    val id: Long,
    val orderNo: String,
    val customerName: String,
    val status: String,
    val totalAmount: Long,
    val createdAt: OffsetDateTime,
)
