package com.acme.billing

import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec
import org.springframework.beans.factory.annotation.Value
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RestController

@RestController
class WebhookController(
    private val payments: PaymentService,
    @Value("\${billing.webhook.secret}") private val secret: String,
) {
    @PostMapping("/webhooks/payments")
    fun receive(
        @RequestBody body: String,
        @RequestHeader("X-Signature") signature: String,
    ): ResponseEntity<Void> {
        val expected = hmacHex(body)
        if (expected != signature) {
            return ResponseEntity.status(401).build()
        }
        payments.handleEvent(body)
        return ResponseEntity.ok().build()
    }

    private fun hmacHex(body: String): String {
        val mac = Mac.getInstance("HmacSHA256")
        mac.init(SecretKeySpec(secret.toByteArray(), "HmacSHA256"))
        return mac.doFinal(body.toByteArray()).joinToString("") { "%02x".format(it) }
    }
}
