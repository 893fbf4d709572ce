package com.fieldnotes.app.notes

import java.time.Instant

data class Note(
    val id: Long,
    val title: String,
    val body: String,
    val updatedAt: Instant,
    val synced: Boolean,
)
