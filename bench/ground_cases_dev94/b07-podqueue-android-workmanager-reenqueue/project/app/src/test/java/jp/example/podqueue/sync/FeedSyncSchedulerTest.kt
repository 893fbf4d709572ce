package jp.example.podqueue.sync

import android.content.Context
import androidx.test.core.app.ApplicationProvider
import androidx.work.Configuration
import androidx.work.NetworkType
import androidx.work.WorkInfo
import androidx.work.WorkManager
import androidx.work.testing.SynchronousExecutor
import androidx.work.testing.WorkManagerTestInitHelper
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner

@RunWith(RobolectricTestRunner::class)
class FeedSyncSchedulerTest {
    private lateinit var context: Context

    @Before
    fun setUp() {
        context = ApplicationProvider.getApplicationContext()
        val config = Configuration.Builder().setExecutor(SynchronousExecutor()).build()
        WorkManagerTestInitHelper.initializeTestWorkManager(context, config)
    }

    @Test
    fun enqueuesOneUniquePeriodicWork() {
        FeedSyncScheduler.schedule(context, wifiOnly = false)
        FeedSyncScheduler.schedule(context, wifiOnly = true)
        val infos = WorkManager.getInstance(context).getWorkInfosForUniqueWork(FeedSyncScheduler.UNIQUE_NAME).get()
            .filter { it.state != WorkInfo.State.CANCELLED }
        assertEquals(1, infos.size)
        assertEquals(WorkInfo.State.ENQUEUED, infos[0].state)
    }

    @Test
    fun wifiOnlyRequiresUnmeteredNetwork() {
        FeedSyncScheduler.schedule(context, wifiOnly = true)
        val info = WorkManager.getInstance(context).getWorkInfosForUniqueWork(FeedSyncScheduler.UNIQUE_NAME).get().single()
        assertEquals(NetworkType.UNMETERED, info.constraints.requiredNetworkType)
    }

    @Test
    fun turningWifiOnlyOffRelaxesTheConstraint() {
        FeedSyncScheduler.schedule(context, wifiOnly = true)
        FeedSyncScheduler.schedule(context, wifiOnly = false)
        val info = WorkManager.getInstance(context).getWorkInfosForUniqueWork(FeedSyncScheduler.UNIQUE_NAME).get()
            .single { it.state == WorkInfo.State.ENQUEUED }
        assertEquals(NetworkType.CONNECTED, info.constraints.requiredNetworkType)
    }
}
