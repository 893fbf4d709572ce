package jp.tanaka.hibi

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.fragment.app.commit
import jp.tanaka.hibi.databinding.ActivityMainBinding
import jp.tanaka.hibi.ui.entry.EntryFragment
import jp.tanaka.hibi.ui.history.HistoryFragment
import jp.tanaka.hibi.ui.settings.SettingsFragment

class MainActivity : AppCompatActivity() {
    private lateinit var binding: ActivityMainBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityMainBinding.inflate(layoutInflater)
        setContentView(binding.root)
        if (savedInstanceState == null) show(EntryFragment())
        binding.bottomNav.setOnItemSelectedListener { item ->
            when (item.itemId) {
                R.id.nav_entry -> show(EntryFragment())
                R.id.nav_history -> show(HistoryFragment())
                R.id.nav_settings -> show(SettingsFragment())
            }
            true
        }
    }

    private fun show(fragment: androidx.fragment.app.Fragment) {
        supportFragmentManager.commit {
            replace(R.id.container, fragment)
        }
    }
}
