package com.example.notes.ui

import android.os.Bundle
import androidx.preference.ListPreference
import androidx.preference.PreferenceFragmentCompat
import com.example.notes.R
import com.example.notes.data.ThemePrefs

class SettingsFragment : PreferenceFragmentCompat() {

    override fun onCreatePreferences(savedInstanceState: Bundle?, rootKey: String?) {
        setPreferencesFromResource(R.xml.settings, rootKey)
        findPreference<ListPreference>("sort_order")?.summaryProvider =
            ListPreference.SimpleSummaryProvider.getInstance()
        findPreference<ListPreference>("night_mode")?.setOnPreferenceChangeListener { _, value ->
            val mode = (value as String).toInt()
            ThemePrefs.save(requireContext(), mode)
            ThemePrefs.apply(mode)
            true
        }
    }
}
