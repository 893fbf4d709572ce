package com.lihao.quicknote

import android.app.Application
import com.lihao.quicknote.sync.SyncScheduler

class QuickNoteApp : Application() {
    override fun onCreate() {
        super.onCreate()
        SyncScheduler.schedulePeriodic(this)
    }
}
