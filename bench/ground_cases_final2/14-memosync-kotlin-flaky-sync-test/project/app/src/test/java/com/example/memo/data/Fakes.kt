package com.example.memo.data

class FakeApi(private val changes: List<Note>) : RemoteApi {
    override suspend fun fetchChanges(since: Long) = changes
    override suspend fun push(notes: List<Note>) = Unit
}

class FakeDao : NoteDao {
    val stored = mutableListOf<Note>()
    override suspend fun all() = stored.toList()
    override suspend fun upsertAll(notes: List<Note>) { stored.addAll(notes) }
    override suspend fun delete(id: String) { stored.removeAll { it.id == id } }
    override suspend fun lastSyncedAt() = 0L
}

val note1 = Note("n1", "買い物", "牛乳", 1L)
val note2 = Note("n2", "会議", "議事録", 2L)
