package com.pixelbox.sync.work

import android.content.Context
import androidx.test.core.app.ApplicationProvider
import androidx.work.ListenableWorker
import androidx.work.testing.TestListenableWorkerBuilder
import androidx.work.workDataOf
import com.pixelbox.sync.data.FakeUploads
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner

@RunWith(RobolectricTestRunner::class)
class SyncWorkerTest {

    private lateinit var context: Context

    @Before
    fun setUp() {
        context = ApplicationProvider.getApplicationContext()
        FakeUploads.install(context)
    }

    @Test
    fun `nothing pending is a success`() = runTest {
        val worker = TestListenableWorkerBuilder<SyncWorker>(context).build()
        assertEquals(ListenableWorker.Result.success(), worker.doWork())
    }

    @Test
    fun `uploads every pending photo`() = runTest {
        FakeUploads.enqueue(3)
        val worker = TestListenableWorkerBuilder<SyncWorker>(context).build()
        val result = worker.doWork()
        assertEquals(ListenableWorker.Result.success(workDataOf(SyncWorker.KEY_UPLOADED to 3)), result)
        assertEquals(3, FakeUploads.uploaded.size)
    }

    @Test
    fun `marks only uploaded photos`() = runTest {
        FakeUploads.enqueue(2)
        FakeUploads.failOn = 2L
        TestListenableWorkerBuilder<SyncWorker>(context).build().doWork()
        assertEquals(listOf(1L), FakeUploads.uploaded)
    }
}
