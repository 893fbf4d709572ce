package cn.linkchat.app

import android.app.Application
import cn.linkchat.app.push.NotificationHelper

class LinkChatApp : Application() {
    override fun onCreate() {
        super.onCreate()
        NotificationHelper.createChannels(this)
    }
}
