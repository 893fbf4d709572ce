package com.example.fieldnotes.sync

import com.example.fieldnotes.data.FakeNoteDao
import com.example.fieldnotes.data.Note
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.advanceUntilIdle
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class SyncRepositoryTest {

    private fun note(id: String, synced: Boolean = false) =
        Note(id = id, title = "t$id", body = "b$id", updatedAt = id.hashCode().toLong(), synced = synced)

    @Test
    fun syncsAllPending() = runTest {
        val dao = FakeNoteDao(listOf(note("a"), note("b"), note("c"), note("d", synced = true)))
        val api = FakeNoteApi()
        val repo = SyncRepository(dao, api, this)

        repo.syncPending()
        advanceUntilIdle()

        assertEquals(3, api.uploaded.size)
        assertEquals(4, dao.synced().size)
    }

    @Test
    fun nothingPendingUploadsNothing() = runTest {
        val dao = FakeNoteDao(listOf(note("a", synced = true)))
        val api = FakeNoteApi()

        SyncRepository(dao, api, this).syncPending().join()

        assertEquals(0, api.uploaded.size)
    }
}
