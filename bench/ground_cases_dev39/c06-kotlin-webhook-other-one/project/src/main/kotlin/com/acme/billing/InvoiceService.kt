package com.acme.billing

import java.math.BigDecimal
import java.math.RoundingMode
import java.time.Clock
import java.time.LocalDate
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional

@Service
class InvoiceService(
    private val invoices: InvoiceRepository,
    private val mailer: InvoiceMailer,
    private val clock: Clock,
) {
    @Transactional
    fun issue(accountId: Long, lines: List<InvoiceLine>): Invoice? {
        val total = lines
            .map { it.unitPrice.multiply(BigDecimal(it.quantity)) }
            .fold(BigDecimal.ZERO, BigDecimal::add)
            .setScale(2, RoundingMode.HALF_UP)
        if (total.signum() == 0) {
            // nothing to bill this period
            return null
        }
        val invoice = invoices.save(
            Invoice(
                accountId = accountId,
                issuedOn = LocalDate.now(clock),
                total = total,
                lines = lines,
            ),
        )
        mailer.send(invoice)
        return invoice
    }

    fun overdue(today: LocalDate = LocalDate.now(clock)): List<Invoice> =
        invoices.findAllByPaidFalse().filter { it.issuedOn.plusDays(30).isBefore(today) }
}
