package com.mianbao.pay.alipay

import com.alipay.api.internal.util.AlipaySignature
import com.mianbao.pay.order.OrderService
import org.slf4j.LoggerFactory
import org.springframework.http.MediaType
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController
import java.math.BigDecimal

/**
 * 支付宝异步通知 (notify_url)。支付宝在收到 "success" 之前会按 4m/10m/10m/1h/2h/6h/15h 重发。
 */
@RestController
@RequestMapping("/pay/alipay")
class AlipayNotifyController(
    private val props: AlipayProperties,
    private val orders: OrderService,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    private fun reply(ok: Boolean): ResponseEntity<String> =
        ResponseEntity.ok().contentType(MediaType.TEXT_PLAIN).body(if (ok) "success" else "failure")

    @PostMapping("/notify", consumes = [MediaType.APPLICATION_FORM_URLENCODED_VALUE])
    fun notify(@RequestParam params: Map<String, String>): ResponseEntity<String> {
        val verified = AlipaySignature.rsaCheckV1(params, props.alipayPublicKey, props.charset, props.signType)
        if (!verified) {
            log.warn("alipay notify sign check failed: out_trade_no={}", params["out_trade_no"])
            return reply(false)
        }
        val tradeStatus = params["trade_status"]
        if (tradeStatus != "TRADE_SUCCESS" && tradeStatus != "TRADE_FINISHED") {
            return reply(true)
        }
        val order = orders.findByOutTradeNo(params.getValue("out_trade_no"))
            ?: return reply(false)
        val paid = BigDecimal(params.getValue("total_amount"))
        if (paid != order.amount) {
            log.error("alipay amount mismatch: out_trade_no={} paid={} expected={}", order.outTradeNo, paid, order.amount)
            return reply(false)
        }
        if (!order.isPaid()) {
            orders.markPaid(order.id, params.getValue("trade_no"), params["gmt_payment"])
        }
        return reply(true)
    }
}
