package com.kondate.app

import android.app.Application
import com.kondate.app.data.RecipeRepository
import com.kondate.app.notifications.NotificationChannels

class KondateApp : Application() {

    lateinit var repository: RecipeRepository
        private set

    override fun onCreate() {
        super.onCreate()
        repository = RecipeRepository(this)
        NotificationChannels.register(this)
    }
}
