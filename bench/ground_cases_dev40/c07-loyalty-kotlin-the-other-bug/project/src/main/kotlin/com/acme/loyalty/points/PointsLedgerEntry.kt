package com.acme.loyalty.points

import jakarta.persistence.Column
import jakarta.persistence.Entity
import jakarta.persistence.GeneratedValue
import jakarta.persistence.GenerationType
import jakarta.persistence.Id
import jakarta.persistence.Table
import java.time.Instant

/**
 * Points earned in one go. Redemptions and expiry eat into it; what is left is [remaining].
 */
@Entity
@Table(name = "points_ledger")
class PointsLedgerEntry(
    @Column(nullable = false) val memberId: Long,
    @Column(nullable = false) val points: Int,
    @Column(nullable = false) val reason: String,
    @Column(nullable = false) val earnedAt: Instant,
    @Column(nullable = false) var redeemed: Int = 0,
    @Column(nullable = false) var expired: Int = 0,
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY) val id: Long? = null,
) {
    val remaining: Int
        get() = points - redeemed - expired

    val isOpen: Boolean
        get() = remaining > 0

    override fun toString() = "PointsLedgerEntry(id=$id, member=$memberId, points=$points, redeemed=$redeemed, expired=$expired)"
}
