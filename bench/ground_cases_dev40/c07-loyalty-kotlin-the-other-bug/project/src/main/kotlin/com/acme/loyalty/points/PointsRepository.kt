package com.acme.loyalty.points

import org.springframework.data.jpa.repository.JpaRepository
import org.springframework.data.jpa.repository.Query
import java.time.Instant

interface PointsRepository : JpaRepository<PointsLedgerEntry, Long> {

    /** Entries with points left, oldest first (redemption order). */
    @Query("select e from PointsLedgerEntry e where e.memberId = :memberId and e.points - e.redeemed - e.expired > 0 order by e.earnedAt")
    fun findOpenEntries(memberId: Long): List<PointsLedgerEntry>

    @Query("select e from PointsLedgerEntry e where e.earnedAt < :cutoff and e.points - e.redeemed - e.expired > 0")
    fun findOpenEntriesEarnedBefore(cutoff: Instant): List<PointsLedgerEntry>

    @Query("select coalesce(sum(e.points), 0) from PointsLedgerEntry e where e.memberId = :memberId and e.earnedAt >= :since")
    fun sumEarnedSince(memberId: Long, since: Instant): Int
}
