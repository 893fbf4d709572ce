package com.lanmao.shop.coupon

import java.math.BigDecimal
import java.text.SimpleDateFormat
import java.util.Date
import java.util.Locale

data class CouponUi(
    val id: String,
    val title: String,
    val amountText: String,
    val conditionText: String,
    val expireText: String,
    val enabled: Boolean,
)

object CouponMapper {
    private val dateFormat = SimpleDateFormat("yyyy.MM.dd", Locale.CHINA)

    fun toUi(dto: CouponDto, nowSeconds: Long = System.currentTimeMillis() / 1000): CouponUi {
        val amountText = when (dto.type) {
            "percent" -> "${BigDecimal(dto.value).stripTrailingZeros().toPlainString()}折"
            else -> "¥${BigDecimal(dto.value).stripTrailingZeros().toPlainString()}"
        }
        val minSpend = dto.minSpend.toInt()
        val conditionText = if (minSpend == 0) "无门槛" else "满${minSpend}元可用"
        return CouponUi(
            id = dto.id,
            title = dto.title,
            amountText = amountText,
            conditionText = conditionText,
            expireText = "有效期至 " + dateFormat.format(Date(dto.expireAt * 1000)),
            enabled = !dto.used && dto.expireAt > nowSeconds,
        )
    }

    fun toUiList(list: List<CouponDto>): List<CouponUi> =
        list.map { toUi(it) }.sortedByDescending { it.enabled }
}
