package com.example.payments.refund

import com.example.payments.domain.Payment
import com.example.payments.domain.PaymentRepository
import com.example.payments.domain.Refund
import com.example.payments.domain.RefundRepository
import com.example.payments.gateway.PspClient
import org.slf4j.LoggerFactory
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.time.Clock
import java.time.Instant

class RefundRejected(message: String) : RuntimeException(message)

@Service
class RefundService(
    private val payments: PaymentRepository,
    private val refunds: RefundRepository,
    private val psp: PspClient,
    private val clock: Clock,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Transactional
    fun refund(paymentId: Long, reason: RefundReason, requested: Long? = null): Refund {
        val payment = payments.findById(paymentId).orElseThrow { RefundRejected("payment $paymentId not found") }
        val amount = requested ?: refundableAmount(payment)
        if (amount <= 0) {
            throw RefundRejected("nothing to refund for payment $paymentId")
        }
        if (amount > payment.amount) {
            throw RefundRejected("refund $amount exceeds payment ${payment.amount} for payment $paymentId")
        }
        val pspRefundId = psp.refund(payment.pspChargeId, amount)
        payment.refundedAmount += amount
        log.info("refunded payment {} ({} JPY of {}, {})", paymentId, amount, payment.amount, reason)
        return refunds.save(
            Refund(
                paymentId = paymentId,
                amount = amount,
                reason = reason,
                pspRefundId = pspRefundId,
                createdAt = Instant.now(clock),
            ),
        )
    }

    fun refundableAmount(payment: Payment): Long = payment.amount - payment.refundedAmount
}
