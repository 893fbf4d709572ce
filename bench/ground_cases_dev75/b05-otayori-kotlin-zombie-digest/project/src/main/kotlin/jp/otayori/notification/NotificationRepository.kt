package jp.otayori.notification

import org.springframework.data.jpa.repository.JpaRepository
import org.springframework.data.jpa.repository.Modifying
import org.springframework.data.jpa.repository.Query
import java.time.Instant

interface NotificationRepository : JpaRepository<Notification, Long> {

    @Query(
        """
        select n from Notification n
        join fetch n.message m
        where n.recipient.id = :memberId
          and n.readAt is null
          and n.digestedAt is null
          and m.hiddenAt is null
          and n.createdAt > :since
        order by n.createdAt
        """
    )
    fun findPendingForDigest(memberId: Long, since: Instant): List<Notification>

    @Modifying
    @Query("update Notification n set n.digestedAt = :at where n.id in :ids")
    fun markDigested(ids: Collection<Long>, at: Instant): Int

    @Query("select count(n) from Notification n where n.recipient.id = :memberId and n.readAt is null")
    fun countUnread(memberId: Long): Long
}
