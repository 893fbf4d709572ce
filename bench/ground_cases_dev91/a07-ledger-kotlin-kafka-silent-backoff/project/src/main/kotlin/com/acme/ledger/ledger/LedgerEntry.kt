package com.acme.ledger.ledger

import jakarta.persistence.*
import java.math.BigDecimal
import org.springframework.data.jpa.repository.JpaRepository

@Entity
@Table(name = "ledger_entries")
class LedgerEntry(
    @Column(name = "payment_id", unique = true) val paymentId: String,
    @Column(name = "account_id") val accountId: String,
    val amount: BigDecimal,
    val currency: String,
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY) val id: Long? = null,
)

interface LedgerEntryRepository : JpaRepository<LedgerEntry, Long> {
    fun existsByPaymentId(paymentId: String): Boolean
}
