package com.parkside.loyalty.points

import java.time.Clock
import java.time.Instant
import java.time.LocalDate
import java.util.concurrent.ConcurrentHashMap
import org.slf4j.LoggerFactory

private val log = LoggerFactory.getLogger(PointsLedger::class.java)

/** In-memory points ledger; the Postgres-backed one implements the same rules. */
class PointsLedger(private val clock: Clock, private val validityMonths: Long = 24) {

    private val entries = ConcurrentHashMap<String, MutableList<LedgerEntry>>()

    private fun today(): LocalDate = LocalDate.now(clock)

    private fun account(memberId: String) = entries.getOrPut(memberId) { mutableListOf() }

    fun credit(memberId: String, points: Int, reference: String): LedgerEntry {
        require(points > 0) { "points must be positive" }
        val entry = LedgerEntry(memberId, EntryKind.EARN, points, Instant.now(clock),
            expiresOn = today().plusMonths(validityMonths), reference = reference)
        synchronized(account(memberId)) { account(memberId).add(entry) }
        return entry
    }

    fun redeem(memberId: String, points: Int, reference: String): LedgerEntry {
        require(points > 0) { "points must be positive" }
        val account = entries[memberId] ?: throw NoSuchElementException("unknown member $memberId")
        synchronized(account) {
            val available = balance(memberId)
            if (points > available) {
                log.warn("redemption refused: member={} requested={} available={}", memberId, points, available)
                throw InsufficientPointsException(memberId, points, available)
            }
            val entry = LedgerEntry(memberId, EntryKind.REDEEM, -points, Instant.now(clock), reference = reference)
            account.add(entry)
            return entry
        }
    }

    /** The member's entries, newest first. */
    fun history(memberId: String, limit: Int = 50): List<LedgerEntry> {
        require(limit in 1..200) { "limit must be between 1 and 200" }
        val account = entries[memberId] ?: return emptyList()
        return synchronized(account) { account.sortedByDescending { it.at }.take(limit) }
    }

    private fun isActive(entry: LedgerEntry, on: LocalDate): Boolean =
        entry.expiresOn == null || !entry.expiresOn.isBefore(on)

    /** Spendable points: active earned points minus everything redeemed or expired. */
    fun balance(memberId: String): Int {
        val account = entries[memberId] ?: return 0
        val today = today()
        val earned = account.filter { it.kind == EntryKind.EARN && isActive(it, today) }.sumOf { it.points }
        val spent = account.filter { it.kind != EntryKind.EARN }.sumOf { it.points }
        return (earned + spent).coerceAtLeast(0)
    }

    /** Points that are active today but no longer active in [days] days. */
    fun expiringWithin(memberId: String, days: Long): Int {
        val account = entries[memberId] ?: return 0
        val today = today()
        val later = today.plusDays(days)
        return account.filter { it.kind == EntryKind.EARN && isActive(it, today) && !isActive(it, later) }
            .sumOf { it.points }
    }
}
