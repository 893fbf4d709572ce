package jp.genba.notes.sync

import androidx.test.core.app.ApplicationProvider
import androidx.work.ListenableWorker
import androidx.work.testing.TestListenableWorkerBuilder
import jp.genba.notes.data.AppDatabase
import jp.genba.notes.data.PendingEdit
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner

@RunWith(RobolectricTestRunner::class)
class SyncWorkerTest {
    private val context = ApplicationProvider.getApplicationContext<android.content.Context>()

    @Test
    fun emptiesQueueWhenServerAccepts() = runTest {
        FakeApi.respondWith(200)
        AppDatabase.get(context).pendingEdits().enqueue(PendingEdit(noteId = "n1", body = "x", editedAt = 1))
        val worker = TestListenableWorkerBuilder<SyncWorker>(context).build()
        assertEquals(ListenableWorker.Result.success(), worker.doWork())
        assertEquals(0, AppDatabase.get(context).pendingEdits().count())
    }

    @Test
    fun retriesOnServerError() = runTest {
        FakeApi.respondWith(503)
        AppDatabase.get(context).pendingEdits().enqueue(PendingEdit(noteId = "n2", body = "y", editedAt = 1))
        val worker = TestListenableWorkerBuilder<SyncWorker>(context).build()
        assertEquals(ListenableWorker.Result.retry(), worker.doWork())
    }
}
