package com.example.fieldnotes.data

import java.util.concurrent.ConcurrentHashMap

class FakeNoteDao(notes: List<Note>) : NoteDao {
    private val rows = ConcurrentHashMap(notes.associateBy { it.id })

    override suspend fun pending(): List<Note> = rows.values.filter { !it.synced }.sortedBy { it.updatedAt }

    override suspend fun markSynced(id: String, version: Int) {
        rows.computeIfPresent(id) { _, n -> n.copy(synced = true, version = version) }
    }

    override suspend fun upsert(note: Note) {
        rows[note.id] = note
    }

    fun synced(): List<Note> = rows.values.filter { it.synced }
}
