package com.pinecone.habits

import android.Manifest
import android.content.Context
import android.os.Build
import android.os.Bundle
import androidx.activity.result.contract.ActivityResultContracts
import androidx.appcompat.app.AppCompatActivity
import androidx.core.content.edit
import com.pinecone.habits.databinding.ActivityMainBinding

class MainActivity : AppCompatActivity() {

    private lateinit var binding: ActivityMainBinding
    private val prefs by lazy { getSharedPreferences("habits", Context.MODE_PRIVATE) }

    private val askNotifications =
        registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
            prefs.edit { putBoolean(KEY_NOTIFICATIONS_GRANTED, granted) }
        }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityMainBinding.inflate(layoutInflater)
        setContentView(binding.root)
        maybeRunOnboarding()
    }

    /** First launch only: welcome sheet, then the notification prompt on Android 13+. */
    private fun maybeRunOnboarding() {
        if (prefs.getBoolean(KEY_ONBOARDED, false)) return
        OnboardingSheet().show(supportFragmentManager, "onboarding")
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
            askNotifications.launch(Manifest.permission.POST_NOTIFICATIONS)
        }
        prefs.edit { putBoolean(KEY_ONBOARDED, true) }
    }

    companion object {
        const val KEY_ONBOARDED = "onboarded"
        const val KEY_NOTIFICATIONS_GRANTED = "notifications_granted"
    }
}
