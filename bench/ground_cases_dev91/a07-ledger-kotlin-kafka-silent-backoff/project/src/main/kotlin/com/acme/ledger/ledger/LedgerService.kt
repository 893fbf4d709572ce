package com.acme.ledger.ledger

import java.math.BigDecimal
import java.util.Currency
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional

data class PaymentEvent(
    val paymentId: String,
    val accountId: String,
    val amountMinor: Long,
    val currency: String,
)

@Service
class LedgerService(private val entries: LedgerEntryRepository) {

    @Transactional
    fun record(event: PaymentEvent) {
        if (entries.existsByPaymentId(event.paymentId)) return
        val currency = Currency.getInstance(event.currency.trim().uppercase())
        val amount = BigDecimal.valueOf(event.amountMinor, currency.defaultFractionDigits)
        entries.save(
            LedgerEntry(
                paymentId = event.paymentId,
                accountId = event.accountId,
                amount = amount,
                currency = currency.currencyCode,
            )
        )
    }
}
