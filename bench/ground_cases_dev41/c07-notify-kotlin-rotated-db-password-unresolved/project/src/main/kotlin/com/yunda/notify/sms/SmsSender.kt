package com.yunda.notify.sms

import com.aliyun.dysmsapi20170525.Client
import com.aliyun.dysmsapi20170525.models.SendSmsRequest
import com.aliyun.teaopenapi.models.Config
import com.fasterxml.jackson.databind.ObjectMapper
import org.slf4j.LoggerFactory
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.stereotype.Service

@Service
class SmsSender(
    private val props: SmsProperties,
    private val jdbc: JdbcTemplate,
    private val mapper: ObjectMapper,
) {
    private val log = LoggerFactory.getLogger(javaClass)
    private val client: Client by lazy {
        Client(Config().setAccessKeyId(props.accessKeyId).setAccessKeySecret(props.accessKeySecret).setEndpoint(props.endpoint))
    }

    fun send(phone: String, templateCode: String, params: Map<String, String>): Boolean {
        val payload = mapper.writeValueAsString(params)
        if (props.dryRun) {
            log.info("dry-run sms to {} template={} params={}", mask(phone), templateCode, payload)
            record(phone, templateCode, "DRY_RUN")
            return true
        }
        val request = SendSmsRequest()
            .setPhoneNumbers(phone)
            .setSignName(props.signName)
            .setTemplateCode(templateCode)
            .setTemplateParam(payload)
        val response = client.sendSms(request)
        val code = response.body.code
        record(phone, templateCode, code)
        if (code != "OK") {
            log.warn("sms to {} failed: {} {}", mask(phone), code, response.body.message)
        }
        return code == "OK"
    }

    private fun record(phone: String, templateCode: String, result: String) {
        jdbc.update(
            "INSERT INTO sms_log (phone, template_code, result, sent_at) VALUES (?, ?, ?, now())",
            mask(phone), templateCode, result,
        )
    }

    private fun mask(phone: String) = if (phone.length == 11) phone.take(3) + "****" + phone.takeLast(4) else "***"
}
