package jp.pomoko.settings

import android.os.Bundle
import androidx.preference.ListPreference
import androidx.preference.PreferenceFragmentCompat
import jp.pomoko.PomokoApp
import jp.pomoko.R

class SettingsFragment : PreferenceFragmentCompat() {

    override fun onCreatePreferences(savedInstanceState: Bundle?, rootKey: String?) {
        setPreferencesFromResource(R.xml.preferences, rootKey)

        findPreference<ListPreference>(SettingsRepository.KEY_THEME)?.setOnPreferenceChangeListener { _, newValue ->
            // the preference saves the value itself; apply it now instead of on the next launch
            PomokoApp.applyTheme(newValue as String)
            true
        }

        for (key in listOf(
            SettingsRepository.KEY_FOCUS,
            SettingsRepository.KEY_SHORT_BREAK,
            SettingsRepository.KEY_LONG_BREAK,
            SettingsRepository.KEY_SESSIONS,
        )) {
            findPreference<ListPreference>(key)?.summaryProvider = ListPreference.SimpleSummaryProvider.getInstance()
        }
    }
}
