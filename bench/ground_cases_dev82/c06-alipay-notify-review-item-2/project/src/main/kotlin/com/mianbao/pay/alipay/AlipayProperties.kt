package com.mianbao.pay.alipay

import org.springframework.boot.context.properties.ConfigurationProperties

@ConfigurationProperties(prefix = "pay.alipay")
data class AlipayProperties(
    val appId: String,
    val gateway: String,
    val notifyUrl: String,
    val privateKey: String,
    val alipayPublicKey: String,
    val charset: String = "UTF-8",
    val signType: String = "RSA2",
)
