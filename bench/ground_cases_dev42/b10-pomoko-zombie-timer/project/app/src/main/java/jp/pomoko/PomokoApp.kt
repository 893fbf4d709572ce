package jp.pomoko

import android.app.Application
import androidx.appcompat.app.AppCompatDelegate
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import androidx.preference.PreferenceManager
import jp.pomoko.settings.SettingsRepository
import jp.pomoko.timer.TimerViewModel

class PomokoApp : Application() {

    lateinit var settings: SettingsRepository
        private set

    val viewModelFactory: ViewModelProvider.Factory by lazy {
        viewModelFactory {
            initializer { TimerViewModel(settings) }
        }
    }

    override fun onCreate() {
        super.onCreate()
        settings = SettingsRepository(PreferenceManager.getDefaultSharedPreferences(this))
        applyTheme(settings.theme)
    }

    companion object {
        fun applyTheme(theme: String) {
            AppCompatDelegate.setDefaultNightMode(
                when (theme) {
                    "light" -> AppCompatDelegate.MODE_NIGHT_NO
                    "dark" -> AppCompatDelegate.MODE_NIGHT_YES
                    else -> AppCompatDelegate.MODE_NIGHT_FOLLOW_SYSTEM
                }
            )
        }
    }
}
