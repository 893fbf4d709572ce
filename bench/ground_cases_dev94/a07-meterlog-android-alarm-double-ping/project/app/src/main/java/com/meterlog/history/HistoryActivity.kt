package com.meterlog.history

import android.content.Intent
import android.os.Bundle
import android.view.LayoutInflater
import android.view.Menu
import android.view.MenuItem
import android.view.ViewGroup
import androidx.appcompat.app.AppCompatActivity
import androidx.lifecycle.lifecycleScope
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import com.meterlog.MeterLogApp
import com.meterlog.databinding.ActivityHistoryBinding
import com.meterlog.databinding.ItemReadingBinding
import com.meterlog.settings.SettingsActivity
import kotlinx.coroutines.launch
import java.text.DateFormat
import java.util.Date

class HistoryActivity : AppCompatActivity() {
    private lateinit var binding: ActivityHistoryBinding
    private val adapter = ReadingAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityHistoryBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.list.adapter = adapter
        binding.settings.setOnClickListener { startActivity(Intent(this, SettingsActivity::class.java)) }

        val dao = (application as MeterLogApp).db.readingDao()
        lifecycleScope.launch {
            dao.observeAll().collect { adapter.submitList(it) }
        }
    }

    override fun onCreateOptionsMenu(menu: Menu): Boolean {
        menu.add(Menu.NONE, MENU_EXPORT, Menu.NONE, "Export CSV")
            .setShowAsAction(MenuItem.SHOW_AS_ACTION_NEVER)
        return true
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean {
        if (item.itemId != MENU_EXPORT) return super.onOptionsItemSelected(item)
        startActivity(CsvExporter.shareIntent(this, adapter.currentList))
        return true
    }

    private companion object {
        const val MENU_EXPORT = 1
    }
}

private class ReadingAdapter : ListAdapter<Reading, ReadingAdapter.Holder>(Diff) {
    class Holder(val binding: ItemReadingBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int) =
        Holder(ItemReadingBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val r = getItem(position)
        holder.binding.value.text = "${r.value} ${r.unit}"
        holder.binding.meta.text = "${r.meter} \u00b7 ${DateFormat.getDateTimeInstance().format(Date(r.takenAt))}"
    }

    object Diff : DiffUtil.ItemCallback<Reading>() {
        override fun areItemsTheSame(a: Reading, b: Reading) = a.id == b.id
        override fun areContentsTheSame(a: Reading, b: Reading) = a == b
    }
}
