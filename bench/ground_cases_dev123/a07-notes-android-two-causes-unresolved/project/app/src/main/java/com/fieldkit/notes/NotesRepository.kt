package com.fieldkit.notes

import java.util.concurrent.CopyOnWriteArrayList

data class Note(val id: Long, val title: String, val body: String, val updatedAt: Long)

/** In-memory store for now; the sync layer replaces it in 2.0. */
class NotesRepository {
    private val notes = linkedMapOf<Long, Note>()
    private val listeners = CopyOnWriteArrayList<() -> Unit>()
    private var nextId = 1L

    fun all(): List<Note> = synchronized(notes) { notes.values.toList() }

    fun add(title: String, body: String): Note = synchronized(notes) {
        val note = Note(nextId++, title, body, System.currentTimeMillis())
        notes[note.id] = note
        note
    }.also { notifyChanged() }

    fun delete(id: Long): Note? = synchronized(notes) { notes.remove(id) }.also { notifyChanged() }

    fun restore(note: Note) {
        synchronized(notes) { notes[note.id] = note.copy(updatedAt = System.currentTimeMillis()) }
        notifyChanged()
    }

    fun addListener(listener: () -> Unit) = listeners.add(listener)

    fun removeListener(listener: () -> Unit) = listeners.remove(listener)

    private fun notifyChanged() = listeners.forEach { it() }

    companion object {
        val instance by lazy { NotesRepository() }
    }
}
