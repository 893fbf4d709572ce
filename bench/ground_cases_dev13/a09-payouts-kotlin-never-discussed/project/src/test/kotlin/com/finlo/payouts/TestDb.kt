package com.finlo.payouts

import org.jetbrains.exposed.sql.Database
import org.jetbrains.exposed.sql.SchemaUtils
import org.jetbrains.exposed.sql.insert
import org.jetbrains.exposed.sql.transactions.transaction
import java.time.Instant
import java.time.temporal.ChronoUnit

/** An in-memory H2 database in PostgreSQL mode, reset before every test. */
object TestDb {
    private val db by lazy {
        Database.connect("jdbc:h2:mem:payouts;MODE=PostgreSQL;DB_CLOSE_DELAY=-1", driver = "org.h2.Driver")
    }

    fun reset() {
        transaction(db) {
            SchemaUtils.drop(Payouts)
            SchemaUtils.create(Payouts)
        }
    }

    fun insertPayout(
        merchantId: Long,
        amountMinor: Long,
        feeMinor: Long,
        currency: String = "EUR",
        status: String = "paid",
        ageMinutes: Long = 0,
    ): Long = transaction(db) {
        Payouts.insert {
            it[Payouts.merchantId] = merchantId
            it[Payouts.amountMinor] = amountMinor
            it[Payouts.feeMinor] = feeMinor
            it[Payouts.currency] = currency
            it[Payouts.status] = status
            it[Payouts.createdAt] = Instant.now().minus(ageMinutes, ChronoUnit.MINUTES)
        } get Payouts.id
    }
}
