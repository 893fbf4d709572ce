package com.acme.loyalty.member

import com.acme.loyalty.tier.Tier
import jakarta.persistence.Column
import jakarta.persistence.Entity
import jakarta.persistence.EnumType
import jakarta.persistence.Enumerated
import jakarta.persistence.Id
import jakarta.persistence.Table
import java.time.Instant

@Entity
@Table(name = "members")
class Member(
    @Id val id: Long,
    @Column(nullable = false) val phone: String,
    @Column(nullable = false) var nickname: String,
    @Enumerated(EnumType.STRING) @Column(nullable = false) var tier: Tier = Tier.BASIC,
    var tierChangedAt: Instant? = null,
    @Column(nullable = false) val joinedAt: Instant = Instant.now(),
)
