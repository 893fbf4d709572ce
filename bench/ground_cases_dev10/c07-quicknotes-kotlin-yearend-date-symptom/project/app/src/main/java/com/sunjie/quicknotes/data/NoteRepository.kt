package com.sunjie.quicknotes.data

import kotlinx.coroutines.flow.Flow
import javax.inject.Inject
import javax.inject.Singleton

@Singleton
class NoteRepository @Inject constructor(private val dao: NoteDao) {

    fun observeAll(): Flow<List<Note>> = dao.observeAll()

    fun observe(id: Long): Flow<Note?> = dao.observe(id)

    suspend fun create(): Long = dao.insert(Note())

    /** 标题和正文都没变就不更新，避免 updated_at 被无意义地刷新。 */
    suspend fun update(id: Long, title: String, content: String, old: Note?) {
        if (old != null && old.title == title && old.content == content) return
        dao.update(id, title, content, System.currentTimeMillis())
    }

    suspend fun togglePin(id: Long) = dao.togglePin(id)

    suspend fun delete(id: Long) = dao.delete(id)
}
