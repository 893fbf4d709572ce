package jp.genba.notes.data

import androidx.room.Room
import androidx.test.core.app.ApplicationProvider
import kotlinx.coroutines.test.runTest
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner

@RunWith(RobolectricTestRunner::class)
class PendingEditDaoTest {
    private lateinit var db: AppDatabase
    private lateinit var dao: PendingEditDao

    @Before
    fun setUp() {
        db = Room.inMemoryDatabaseBuilder(ApplicationProvider.getApplicationContext(), AppDatabase::class.java)
            .allowMainThreadQueries()
            .build()
        dao = db.pendingEdits()
    }

    @After
    fun tearDown() = db.close()

    @Test
    fun latestEditWins() = runTest {
        dao.enqueue(PendingEdit(noteId = "n1", body = "足場 北側 要確認", editedAt = 1_000))
        dao.enqueue(PendingEdit(noteId = "n1", body = "足場 北側 確認済み", editedAt = 2_000))
        assertEquals(1, dao.count())
        assertEquals("足場 北側 確認済み", dao.forNote("n1")?.body)
    }

    @Test
    fun oldestComesFirst() = runTest {
        dao.enqueue(PendingEdit(noteId = "b", body = "2", editedAt = 2_000))
        dao.enqueue(PendingEdit(noteId = "a", body = "1", editedAt = 1_000))
        assertEquals(listOf("a", "b"), dao.oldest(10).map { it.noteId })
    }
}
