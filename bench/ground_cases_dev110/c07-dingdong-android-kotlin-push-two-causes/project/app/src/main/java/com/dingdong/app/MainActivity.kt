package com.dingdong.app

import android.Manifest
import android.os.Build
import android.os.Bundle
import androidx.activity.result.contract.ActivityResultContracts
import androidx.appcompat.app.AppCompatActivity

class MainActivity : AppCompatActivity() {

    private val prefs by lazy { Prefs(this) }

    private val askNotify =
        registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
            if (!granted) toast(R.string.notify_denied)
        }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        NotificationHelper.createChannel(this)
        if (Build.VERSION.SDK_INT >= 33) {
            askNotify.launch(Manifest.permission.POST_NOTIFICATIONS)
        }
        if (prefs.userId == null) {
            startActivity(LoginActivity.intent(this))
            finish()
            return
        }
        PushService.syncToken(prefs)
        showHome()
    }

    private fun showHome() {
        supportFragmentManager.beginTransaction()
            .replace(R.id.container, HomeFragment())
            .commit()
    }
}
