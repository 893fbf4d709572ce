package com.example.payments.refund

import com.example.payments.domain.Payment
import com.example.payments.domain.PaymentRepository
import com.example.payments.domain.RefundRepository
import com.example.payments.gateway.PspClient
import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import org.assertj.core.api.Assertions.assertThat
import org.assertj.core.api.Assertions.assertThatThrownBy
import org.junit.jupiter.api.Test
import java.time.Clock
import java.time.Instant
import java.time.ZoneOffset
import java.util.Optional

class RefundServiceTest {
    private val payments = mockk<PaymentRepository>()
    private val refunds = mockk<RefundRepository> { every { save(any()) } answers { firstArg() } }
    private val psp = mockk<PspClient> { every { refund(any(), any()) } returns "re_123" }
    private val clock = Clock.fixed(Instant.parse("2025-11-21T00:00:00Z"), ZoneOffset.UTC)
    private val service = RefundService(payments, refunds, psp, clock)

    private fun payment(amount: Long, refunded: Long = 0) =
        Payment(id = 1, pspChargeId = "ch_1", amount = amount, refundedAmount = refunded).also {
            every { payments.findById(1) } returns Optional.of(it)
        }

    @Test
    fun `refunds the whole payment`() {
        val p = payment(5000)
        val refund = service.refund(1, RefundReason.DEFECTIVE)
        assertThat(refund.amount).isEqualTo(5000)
        assertThat(p.refundedAmount).isEqualTo(5000)
        verify { psp.refund("ch_1", 5000) }
    }

    @Test
    fun `rejects a second refund`() {
        payment(5000, refunded = 5000)
        assertThatThrownBy { service.refund(1, RefundReason.DEFECTIVE) }.isInstanceOf(RefundRejected::class.java)
    }

    @Test
    fun `refunds part of a payment`() {
        val p = payment(5000)
        service.refund(1, RefundReason.CUSTOMER_REQUEST, requested = 2000)
        assertThat(p.refundedAmount).isEqualTo(2000)
        verify { psp.refund("ch_1", 2000) }
    }

    @Test
    fun `refunds the rest when amount is omitted`() {
        val p = payment(5000, refunded = 2000)
        val refund = service.refund(1, RefundReason.CUSTOMER_REQUEST)
        assertThat(refund.amount).isEqualTo(3000)
        assertThat(p.refundedAmount).isEqualTo(5000)
    }

    @Test
    fun `rejects refund exceeding remaining balance`() {
        payment(5000, refunded = 4000)
        assertThatThrownBy { service.refund(1, RefundReason.CUSTOMER_REQUEST, requested = 2000) }
            .isInstanceOf(RefundRejected::class.java)
        verify(exactly = 0) { psp.refund(any(), any()) }
    }
}
