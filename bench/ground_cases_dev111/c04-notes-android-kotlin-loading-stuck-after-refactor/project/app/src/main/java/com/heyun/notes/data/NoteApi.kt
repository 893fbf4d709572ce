package com.heyun.notes.data

import java.io.IOException

data class Note(
    val id: Long,
    val title: String,
    val body: String,
    val updatedAt: Long,
)

interface NoteApi {
    @Throws(IOException::class)
    suspend fun list(): List<Note>

    @Throws(IOException::class)
    suspend fun delete(id: Long)

    @Throws(IOException::class)
    suspend fun restore(note: Note)
}

class FakeNoteApi(private val notes: MutableList<Note> = mutableListOf()) : NoteApi {
    var failNext = false

    override suspend fun list(): List<Note> {
        if (failNext) {
            failNext = false
            throw IOException("timeout")
        }
        return notes.toList()
    }

    override suspend fun delete(id: Long) {
        notes.removeAll { it.id == id }
    }

    override suspend fun restore(note: Note) {
        notes.add(note)
    }
}
