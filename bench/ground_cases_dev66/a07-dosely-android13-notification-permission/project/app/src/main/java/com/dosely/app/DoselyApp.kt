package com.dosely.app

import android.app.Application
import com.dosely.app.notify.NotificationChannels

class DoselyApp : Application() {
    override fun onCreate() {
        super.onCreate()
        NotificationChannels.create(this)
    }
}
