package com.fieldnotes.app.notes

import java.time.Duration
import java.time.Instant

/** The text after "Last synced", or null when the label should be hidden. */
fun lastSyncedLabel(at: Instant?, now: Instant): String? {
    if (at == null) return null
    val age = Duration.between(at, now)
    return when {
        age.isNegative || age < Duration.ofMinutes(1) -> "just now"
        age < Duration.ofHours(1) -> "${age.toMinutes()} min ago"
        age < Duration.ofDays(1) -> "${age.toHours()} h ago"
        else -> "${age.toDays()} d ago"
    }
}
