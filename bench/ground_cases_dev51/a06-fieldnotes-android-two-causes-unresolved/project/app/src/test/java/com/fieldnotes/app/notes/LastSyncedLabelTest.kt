package com.fieldnotes.app.notes

import java.time.Duration
import java.time.Instant
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class LastSyncedLabelTest {
    private val now = Instant.parse("2025-11-10T14:00:00Z")

    @Test fun hiddenWhenNeverSynced() = assertNull(lastSyncedLabel(null, now))

    @Test fun justNow() = assertEquals("just now", lastSyncedLabel(now.minusSeconds(30), now))

    @Test fun clockSkewIsJustNow() = assertEquals("just now", lastSyncedLabel(now.plusSeconds(5), now))

    @Test fun minutes() = assertEquals("5 min ago", lastSyncedLabel(now.minus(Duration.ofMinutes(5)), now))

    @Test fun hours() = assertEquals("3 h ago", lastSyncedLabel(now.minus(Duration.ofMinutes(200)), now))

    @Test fun days() = assertEquals("2 d ago", lastSyncedLabel(now.minus(Duration.ofHours(50)), now))
}
