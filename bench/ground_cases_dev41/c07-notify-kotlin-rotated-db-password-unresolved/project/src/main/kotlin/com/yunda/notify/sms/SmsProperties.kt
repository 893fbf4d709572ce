package com.yunda.notify.sms

import org.springframework.boot.context.properties.ConfigurationProperties

@ConfigurationProperties(prefix = "notify.sms")
data class SmsProperties(
    val accessKeyId: String,
    val accessKeySecret: String,
    val signName: String,
    val endpoint: String = "dysmsapi.aliyuncs.com",
    val dryRun: Boolean = false,
)
