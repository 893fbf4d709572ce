package cn.hexa.shop.orders

import com.squareup.moshi.Json

data class Order(
    val id: Long,
    val number: String,
    val status: String,
    @Json(name = "status_label") val statusLabel: String,
    @Json(name = "item_count") val itemCount: Int,
    /** Amount as a decimal string, e.g. "129.00". */
    val amount: String,
    @Json(name = "created_at") val createdAt: String,
    @Json(name = "cover_url") val coverUrl: String?,
)
