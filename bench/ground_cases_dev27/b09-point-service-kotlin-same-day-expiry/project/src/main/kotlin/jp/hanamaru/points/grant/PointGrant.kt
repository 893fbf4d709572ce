package jp.hanamaru.points.grant

import jakarta.persistence.Entity
import jakarta.persistence.EnumType
import jakarta.persistence.Enumerated
import jakarta.persistence.GeneratedValue
import jakarta.persistence.GenerationType
import jakarta.persistence.Id
import jakarta.persistence.Table
import java.time.LocalDate
import java.time.OffsetDateTime

enum class GrantStatus { ACTIVE, USED, EXPIRED }

/** 付与されたポイントのまとまり。expiresOn の日の終わりまで使える。 */
@Entity
@Table(name = "point_grants")
class PointGrant(
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    val id: Long = 0,
    val userId: Long,
    val amount: Int,
    var remaining: Int,
    val grantedAt: OffsetDateTime,
    val expiresOn: LocalDate,
    @Enumerated(EnumType.STRING)
    var status: GrantStatus = GrantStatus.ACTIVE,
)
