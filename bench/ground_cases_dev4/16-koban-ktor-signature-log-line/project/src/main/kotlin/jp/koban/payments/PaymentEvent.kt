package jp.koban.payments

import kotlinx.serialization.Serializable

@Serializable
data class PaymentEvent(val id: String, val type: String, val orderId: Long, val amount: Long)
