package com.kofi.tasknotes.notes

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

interface NotesApi {
    suspend fun fetchAll(): List<Note>
    suspend fun put(note: Note)
}

class NotesRepository(private val api: NotesApi, private val cache: NoteCache) {

    suspend fun load(): List<Note> = withContext(Dispatchers.IO) {
        val cached = cache.all()
        if (cached.isNotEmpty()) {
            cached
        } else {
            api.fetchAll().also { cache.replaceAll(it) }
        }
    }

    suspend fun save(note: Note) = withContext(Dispatchers.IO) {
        cache.upsert(note)
        api.put(note)
    }
}

interface NoteCache {
    fun all(): List<Note>
    fun replaceAll(notes: List<Note>)
    fun upsert(note: Note)
}

class InMemoryNoteCache : NoteCache {
    private val byId = linkedMapOf<Long, Note>()
    override fun all(): List<Note> = byId.values.toList()
    override fun replaceAll(notes: List<Note>) { byId.clear(); notes.forEach { byId[it.id] = it } }
    override fun upsert(note: Note) { byId[note.id] = note }
}
