package com.kondate.app.notifications

import android.app.NotificationManager
import androidx.test.core.app.ApplicationProvider
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config

@RunWith(RobolectricTestRunner::class)
@Config(sdk = [33])
class NotificationChannelsTest {

    private val context = ApplicationProvider.getApplicationContext<android.content.Context>()

    @Test
    fun registersBothChannels() {
        NotificationChannels.register(context)
        val manager = context.getSystemService(NotificationManager::class.java)
        assertEquals(2, manager.notificationChannels.size)
    }

    @Test
    fun remindersChannelIsNotBlockedByDefault() {
        NotificationChannels.register(context)
        assertFalse(NotificationChannels.isBlocked(context, NotificationChannels.REMINDERS))
    }

    @Test
    fun shoppingChannelHasLowImportance() {
        NotificationChannels.register(context)
        val manager = context.getSystemService(NotificationManager::class.java)
        val channel = manager.getNotificationChannel(NotificationChannels.SHOPPING)
        assertEquals(NotificationManager.IMPORTANCE_LOW, channel.importance)
    }
}
