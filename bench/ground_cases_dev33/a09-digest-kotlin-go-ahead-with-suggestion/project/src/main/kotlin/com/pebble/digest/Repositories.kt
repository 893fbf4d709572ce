package com.pebble.digest

import jakarta.persistence.Entity
import jakarta.persistence.Id
import jakarta.persistence.Table
import org.springframework.data.domain.Page
import org.springframework.data.domain.Pageable
import org.springframework.data.jpa.repository.JpaRepository
import org.springframework.data.jpa.repository.Query
import java.time.LocalDateTime

@Entity
@Table(name = "users")
class User(
    @Id val id: Long,
    val email: String,
    val active: Boolean,
    val digestEnabled: Boolean?,
)

@Entity
@Table(name = "feed_items")
class FeedItem(
    @Id val id: Long,
    val userId: Long,
    val title: String,
    val url: String,
    val createdAt: LocalDateTime,
)

interface UserRepository : JpaRepository<User, Long> {
    fun findByActiveTrue(pageable: Pageable): Page<User>
}

interface FeedItemRepository : JpaRepository<FeedItem, Long> {
    @Query("select f from FeedItem f where f.userId = :userId and f.createdAt >= :since order by f.createdAt desc")
    fun findForUserSince(userId: Long, since: LocalDateTime): List<FeedItem>
}
