package com.yunmu.notes.search

import com.yunmu.notes.data.Note

class FakeSearchRepository(private val notes: List<Note>) : SearchRepository {
    var calls = 0
        private set

    override suspend fun search(query: String): List<Note> {
        calls++
        return notes.filter { it.title.contains(query, ignoreCase = true) }
    }
}
