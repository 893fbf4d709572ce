package com.parkside.loyalty.points

import kotlinx.serialization.Serializable
import java.time.Instant
import java.time.LocalDate

enum class EntryKind { EARN, REDEEM, EXPIRE, ADJUST }

/**
 * One movement on a member's points account.
 *
 * Earned points carry [expiresOn]: they can be used up to the day before and
 * are gone from the start of that day (shown to members as "valid until" the day before).
 */
data class LedgerEntry(
    val memberId: String,
    val kind: EntryKind,
    val points: Int,
    val at: Instant,
    val expiresOn: LocalDate? = null,
    val reference: String? = null,
)

@Serializable
data class EarnRequest(val points: Int, val reference: String)

@Serializable
data class RedeemRequest(val points: Int, val reference: String)

@Serializable
data class BalanceResponse(val memberId: String, val balance: Int, val expiringNext30Days: Int)

@Serializable
data class EntryResponse(val kind: String, val points: Int, val at: String, val expiresOn: String?, val reference: String?)

fun LedgerEntry.toResponse() = EntryResponse(kind.name, points, at.toString(), expiresOn?.toString(), reference)
