package com.acme.stats

import org.springframework.format.annotation.DateTimeFormat
import org.springframework.http.CacheControl
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController
import java.time.Duration
import java.time.LocalDate

@RestController
@RequestMapping("/api/stats")
class StatsController(
    private val activeUsers: ActiveUsersService,
    private val events: EventRepository,
) {
    @GetMapping("/weekly-active")
    fun weeklyActive(
        @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) weekStart: LocalDate,
    ): ResponseEntity<WeeklyActiveDto> {
        val count = activeUsers.weeklyActive(weekStart)
        val finished = weekStart.plusDays(7) <= LocalDate.now()
        val maxAge = if (finished) Duration.ofDays(1) else Duration.ofMinutes(5)
        return ResponseEntity.ok()
            .cacheControl(CacheControl.maxAge(maxAge).cachePrivate())
            .body(WeeklyActiveDto(weekStart, weekStart.plusDays(6), count))
    }

    @GetMapping("/daily-active")
    fun dailyActive(
        @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) day: LocalDate,
    ): ResponseEntity<Map<String, Any>> =
        ResponseEntity.ok(mapOf("day" to day, "count" to events.countDistinctUsersOn(day)))

    @GetMapping("/signups")
    fun signups(
        @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) from: LocalDate,
        @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) to: LocalDate,
    ): ResponseEntity<Map<String, Any>> =
        ResponseEntity.ok(mapOf("from" to from, "to" to to, "count" to events.countSignups(from, to.plusDays(1))))
}

data class WeeklyActiveDto(val from: LocalDate, val to: LocalDate, val activeUsers: Long)
