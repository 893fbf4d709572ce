package com.lanmao.shop.coupon

/** 服务端 /api/coupons/mine 返回的结构。金额字段都是字符串。 */
data class CouponDto(
    val id: String,
    val title: String,
    val type: String, // "cash" | "percent"
    val value: String, // cash: 减多少元；percent: 折扣，如 "8.5"
    val minSpend: String, // 满多少元可用
    val expireAt: Long, // 秒
    val used: Boolean,
)
