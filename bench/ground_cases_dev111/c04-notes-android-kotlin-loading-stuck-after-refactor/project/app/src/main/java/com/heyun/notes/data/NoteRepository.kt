package com.heyun.notes.data

class NoteRepository(
    private val api: NoteApi,
    private val clock: () -> Long = System::currentTimeMillis,
) {
    private var cache: List<Note>? = null
    private var cachedAt = 0L

    suspend fun fetchNotes(force: Boolean = false): List<Note> {
        val now = clock()
        val fresh = cache?.takeIf { !force && now - cachedAt < CACHE_TTL_MS }
        if (fresh != null) return fresh
        val loaded = api.list().sortedByDescending { it.updatedAt }
        cache = loaded
        cachedAt = now
        return loaded
    }

    suspend fun delete(note: Note) {
        api.delete(note.id)
        cache = cache?.filterNot { it.id == note.id }
    }

    suspend fun restore(note: Note) {
        api.restore(note)
        cache = null
    }

    companion object {
        const val CACHE_TTL_MS = 5 * 60_000L
    }
}
