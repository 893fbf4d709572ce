package com.mianbao.pay.alipay

import com.alipay.api.internal.util.AlipaySignature
import com.mianbao.pay.order.Order
import com.mianbao.pay.order.OrderService
import com.mianbao.pay.order.OrderStatus
import com.ninjasquad.springmockk.MockkBean
import io.mockk.every
import io.mockk.mockkStatic
import io.mockk.verify
import org.junit.jupiter.api.Test
import org.springframework.beans.factory.annotation.Autowired
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest
import org.springframework.test.web.servlet.MockMvc
import org.springframework.test.web.servlet.post
import java.math.BigDecimal

@WebMvcTest(AlipayNotifyController::class)
class AlipayNotifyControllerTest(@Autowired val mvc: MockMvc) {

    @MockkBean lateinit var orders: OrderService
    @MockkBean lateinit var props: AlipayProperties

    @Test
    fun `marks order paid on TRADE_SUCCESS`() {
        mockkStatic(AlipaySignature::class)
        every { AlipaySignature.rsaCheckV1(any(), any(), any(), any()) } returns true
        every { props.alipayPublicKey } returns "pk"
        every { props.signType } returns "RSA2"
        every { props.charset } returns "UTF-8"
        every { orders.findByOutTradeNo("M20251120001") } returns
            Order(1, "M20251120001", 7, BigDecimal("99.90"), "会员月卡", OrderStatus.CREATED)
        every { orders.markPaid(1, "2025112022001400001", any()) } returns Unit

        mvc.post("/pay/alipay/notify") {
            contentType = org.springframework.http.MediaType.APPLICATION_FORM_URLENCODED
            param("out_trade_no", "M20251120001")
            param("trade_no", "2025112022001400001")
            param("trade_status", "TRADE_SUCCESS")
            param("total_amount", "99.90")
            param("gmt_payment", "2025-11-20 10:02:11")
        }.andExpect {
            status { isOk() }
            content { string("success") }
        }

        verify { orders.markPaid(1, "2025112022001400001", "2025-11-20 10:02:11") }
    }
}
