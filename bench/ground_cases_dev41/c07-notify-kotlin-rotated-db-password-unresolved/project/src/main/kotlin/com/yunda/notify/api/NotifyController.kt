package com.yunda.notify.api

import com.yunda.notify.sms.SmsSender
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RestController

data class SmsRequest(val phone: String, val template: String, val params: Map<String, String> = emptyMap())

@RestController
@RequestMapping("/api/v1/notify")
class NotifyController(private val sms: SmsSender) {

    @PostMapping("/sms")
    fun sms(@RequestBody req: SmsRequest): ResponseEntity<Map<String, Any>> {
        if (!req.phone.matches(Regex("^1\\d{10}$"))) {
            return ResponseEntity.badRequest().body(mapOf("error" to "invalid phone"))
        }
        val ok = sms.send(req.phone, req.template, req.params)
        return if (ok) {
            ResponseEntity.accepted().body(mapOf("status" to "sent"))
        } else {
            ResponseEntity.status(502).body(mapOf("status" to "failed"))
        }
    }
}
