package com.example.loyalty.points

import org.springframework.boot.context.properties.ConfigurationProperties
import java.time.LocalDate

/** A points campaign: purchases dated within [start, end] earn `multiplier` times the points. */
@ConfigurationProperties(prefix = "loyalty.campaign")
data class CampaignProperties(
    val start: LocalDate? = null,
    val end: LocalDate? = null,
    val multiplier: Int = 1,
) {
    fun isActiveOn(date: LocalDate): Boolean =
        start != null && end != null && !date.isBefore(start) && !date.isAfter(end)
}
