package com.acme.stats

import org.springframework.data.jpa.repository.JpaRepository
import org.springframework.data.jpa.repository.Query
import org.springframework.data.repository.query.Param
import java.time.LocalDate

interface EventRepository : JpaRepository<Event, Long> {

    /** Users with at least one tracked event in [from, to). */
    @Query(
        value = """
            SELECT COUNT(e.user_id)
              FROM events e
              JOIN sessions s ON s.id = e.session_id
             WHERE e.occurred_at >= :from
               AND e.occurred_at < :to
               AND s.is_bot = false
        """,
        nativeQuery = true,
    )
    fun countActiveUsers(@Param("from") from: LocalDate, @Param("to") to: LocalDate): Long

    @Query(
        value = """
            SELECT COUNT(DISTINCT e.user_id)
              FROM events e
              JOIN sessions s ON s.id = e.session_id
             WHERE e.occurred_at >= :day
               AND e.occurred_at < CAST(:day AS date) + 1
               AND s.is_bot = false
        """,
        nativeQuery = true,
    )
    fun countDistinctUsersOn(@Param("day") day: LocalDate): Long

    @Query(
        value = "SELECT COUNT(*) FROM users u WHERE u.created_at >= :from AND u.created_at < :to",
        nativeQuery = true,
    )
    fun countSignups(@Param("from") from: LocalDate, @Param("to") to: LocalDate): Long
}
