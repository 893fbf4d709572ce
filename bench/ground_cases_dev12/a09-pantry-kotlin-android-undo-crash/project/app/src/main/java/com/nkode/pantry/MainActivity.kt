package com.nkode.pantry

import android.os.Bundle
import android.view.Menu
import android.view.MenuItem
import androidx.activity.enableEdgeToEdge
import androidx.appcompat.app.AppCompatActivity
import androidx.core.view.ViewCompat
import androidx.core.view.WindowInsetsCompat
import androidx.core.view.updatePadding
import androidx.fragment.app.commit
import com.nkode.pantry.data.ListFilter
import com.nkode.pantry.databinding.ActivityMainBinding
import com.nkode.pantry.ui.list.ShoppingListFragment
import com.nkode.pantry.ui.settings.SettingsFragment

class MainActivity : AppCompatActivity() {

    private lateinit var binding: ActivityMainBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        binding = ActivityMainBinding.inflate(layoutInflater)
        setContentView(binding.root)
        setSupportActionBar(binding.toolbar)
        ViewCompat.setOnApplyWindowInsetsListener(binding.root) { _, insets ->
            val bars = insets.getInsets(WindowInsetsCompat.Type.systemBars())
            binding.toolbar.updatePadding(top = bars.top)
            binding.container.updatePadding(bottom = bars.bottom)
            insets
        }

        if (savedInstanceState == null) {
            supportFragmentManager.commit {
                replace(R.id.container, ShoppingListFragment.newInstance(ListFilter.ALL))
            }
        }
    }

    override fun onCreateOptionsMenu(menu: Menu): Boolean {
        menuInflater.inflate(R.menu.main, menu)
        return true
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean = when (item.itemId) {
        R.id.action_settings -> {
            supportFragmentManager.commit {
                replace(R.id.container, SettingsFragment())
                addToBackStack("settings")
            }
            true
        }
        R.id.action_only_open -> {
            supportFragmentManager.commit {
                replace(R.id.container, ShoppingListFragment.newInstance(ListFilter.OPEN))
                addToBackStack("open")
            }
            true
        }
        else -> super.onOptionsItemSelected(item)
    }
}
