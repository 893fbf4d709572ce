package com.tsubame.notes.search

class FakeNoteRepository(private val notes: List<Note>) : NoteRepository {
    val queries = mutableListOf<String>()

    override suspend fun search(query: String): List<Note> {
        queries += query
        return notes.filter { it.title.contains(query) }
    }

    override suspend fun byId(id: Long): Note? = notes.firstOrNull { it.id == id }

    override suspend fun save(note: Note) {
        error("not used in tests")
    }

    override suspend fun delete(id: Long) {
        error("not used in tests")
    }

    override suspend fun count(): Int = notes.size

    override suspend fun recent(limit: Int): List<Note> = notes.takeLast(limit)

    override suspend fun titles(): List<String> = notes.map { it.title }

    override suspend fun exists(id: Long): Boolean = notes.any { it.id == id }

    fun reset() {
        queries.clear()
    }
}
