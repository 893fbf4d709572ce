package com.example.fieldnotes.sync

import kotlinx.coroutines.delay

class FakeNoteApi(private val latencyMs: Long = 5) : NoteApi {
    val uploaded = mutableListOf<NotePayload>()
    var failFor: Set<String> = emptySet()

    override suspend fun put(id: String, payload: NotePayload): RemoteNote {
        delay(latencyMs)
        if (id in failFor) error("HTTP 500 for $id")
        uploaded += payload
        return RemoteNote(id, version = 2)
    }
}
