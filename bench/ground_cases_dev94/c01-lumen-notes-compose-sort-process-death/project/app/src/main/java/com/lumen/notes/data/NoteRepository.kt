package com.lumen.notes.data

import javax.inject.Inject
import javax.inject.Singleton
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.map

enum class SortOrder { UPDATED_DESC, CREATED_DESC, TITLE_ASC }

@Singleton
class NoteRepository @Inject constructor(
    private val dao: NoteDao,
) {

    fun observeNotes(query: String, order: SortOrder): Flow<List<Note>> {
        val source = if (query.isBlank()) dao.observeAll() else dao.search("%${query.trim()}%")
        return source.map { notes -> notes.sortedWith(comparatorFor(order)) }
    }

    private fun comparatorFor(order: SortOrder): Comparator<Note> {
        val byOrder: Comparator<Note> = when (order) {
            SortOrder.UPDATED_DESC -> compareByDescending { it.updatedAt }
            SortOrder.CREATED_DESC -> compareByDescending { it.createdAt }
            SortOrder.TITLE_ASC -> compareBy(String.CASE_INSENSITIVE_ORDER) { it.title }
        }
        // 置顶的永远排在最前，组内再按所选顺序
        return compareByDescending<Note> { it.pinned }.then(byOrder)
    }

    suspend fun get(id: Long): Note? = dao.get(id)

    suspend fun save(note: Note): Long =
        dao.upsert(note.copy(updatedAt = System.currentTimeMillis()))

    suspend fun setPinned(id: Long, pinned: Boolean) =
        dao.setPinned(id, pinned, System.currentTimeMillis())

    suspend fun delete(id: Long) = dao.deleteById(id)

    suspend fun restore(note: Note) {
        dao.upsert(note)
    }
}
