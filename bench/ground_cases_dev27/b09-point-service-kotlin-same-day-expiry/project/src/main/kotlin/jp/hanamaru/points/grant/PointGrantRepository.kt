package jp.hanamaru.points.grant

import java.time.LocalDate
import org.springframework.data.jpa.repository.JpaRepository
import org.springframework.data.jpa.repository.Query

interface PointGrantRepository : JpaRepository<PointGrant, Long> {

    /** 失効バッチ用: id 順に ACTIVE な付与を chunk ずつ読む */
    fun findTop500ByStatusAndIdGreaterThanOrderById(status: GrantStatus, afterId: Long): List<PointGrant>

    /** 失効予告メール用: from〜to（両端含む）に期限が来る ACTIVE な付与 */
    fun findByStatusAndExpiresOnBetween(status: GrantStatus, from: LocalDate, to: LocalDate): List<PointGrant>

    fun findByUserIdAndStatusOrderByExpiresOn(userId: Long, status: GrantStatus): List<PointGrant>

    @Query("select coalesce(sum(g.remaining), 0) from PointGrant g where g.userId = :userId and g.status = 'ACTIVE'")
    fun sumActiveRemaining(userId: Long): Int
}
