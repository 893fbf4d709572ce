package com.acme.tasks.user

import jakarta.persistence.Entity
import jakarta.persistence.Id
import jakarta.persistence.Table
import java.time.Instant

@Entity
@Table(name = "users")
class User(
    @Id val id: Long,
    val email: String,
    val displayName: String,
    val deactivatedAt: Instant? = null,
)
