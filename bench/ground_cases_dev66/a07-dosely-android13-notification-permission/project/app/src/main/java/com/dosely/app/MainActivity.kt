package com.dosely.app

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import com.dosely.app.databinding.ActivityMainBinding
import com.dosely.app.notify.PermissionHelper
import com.google.android.material.snackbar.Snackbar

class MainActivity : AppCompatActivity() {
    private lateinit var binding: ActivityMainBinding

    private val permissions = PermissionHelper(this) { granted ->
        if (!granted) {
            Snackbar.make(binding.root, R.string.notifications_off_warning, Snackbar.LENGTH_LONG)
                .setAction(R.string.settings) { openNotificationSettings() }
                .show()
        }
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityMainBinding.inflate(layoutInflater)
        setContentView(binding.root)
        permissions.ensureNotificationPermission()
    }

    private fun openNotificationSettings() {
        startActivity(
            android.content.Intent(android.provider.Settings.ACTION_APP_NOTIFICATION_SETTINGS)
                .putExtra(android.provider.Settings.EXTRA_APP_PACKAGE, packageName)
        )
    }
}
