package dev.jotter.data

import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test

class SyncRepositoryTest {

    private lateinit var dao: FakeNoteDao
    private lateinit var api: FakeNotesApi
    private lateinit var repo: SyncRepository

    @Before
    fun setUp() {
        dao = FakeNoteDao()
        api = FakeNotesApi()
        repo = SyncRepository(dao, api)
    }

    @Test
    fun pullInsertsNewRemoteNotes() = runTest {
        api.remote = listOf(NoteDto(id = "n-1", title = "Trip", body = "pack charger", updatedAt = 100))
        repo.pull()
        assertEquals("pack charger", dao.findByRemoteId("n-1")?.body)
    }

    @Test
    fun localEditsSurviveSync() = runTest {
        dao.insert(NoteEntity(remoteId = "n-1", title = "Groceries", body = "milk, eggs, coffee", updatedAt = 200, dirty = true))
        api.remote = listOf(NoteDto(id = "n-1", title = "Groceries", body = "milk", updatedAt = 100))
        repo.pull()
        val note = dao.findByRemoteId("n-1")!!
        assertEquals("milk, eggs, coffee", note.body)
        assertTrue(note.dirty)
    }

    @Test
    fun pullUpdatesExistingNoteInsteadOfInserting() = runTest {
        dao.insert(NoteEntity(remoteId = "n-2", title = "Books", body = "Dune", updatedAt = 10))
        api.remote = listOf(NoteDto(id = "n-2", title = "Books", body = "Dune, Hyperion", updatedAt = 20))
        repo.pull()
        assertEquals("Dune, Hyperion", dao.findByRemoteId("n-2")?.body)
        assertEquals(1, dao.count())
    }

    @Test
    fun pushSendsNewNotesAndMarksThemClean() = runTest {
        val id = dao.insert(NoteEntity(title = "Idea", body = "home screen widget", updatedAt = 50, dirty = true))
        repo.push()
        assertEquals(listOf("Idea"), api.created)
        assertFalse(dao.get(id)!!.dirty)
    }
}
