package com.jiayu.ledger.ui.stats

import android.os.Bundle
import android.view.View
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import com.github.mikephil.charting.data.PieData
import com.github.mikephil.charting.data.PieDataSet
import com.github.mikephil.charting.data.PieEntry
import com.jiayu.ledger.R
import com.jiayu.ledger.databinding.FragmentStatsBinding
import dagger.hilt.android.AndroidEntryPoint
import kotlinx.coroutines.launch
import java.time.YearMonth

@AndroidEntryPoint
class StatsFragment : Fragment(R.layout.fragment_stats) {

    private val vm: StatsViewModel by viewModels()
    private val palette by lazy { resources.getIntArray(R.array.category_colors) }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val binding = FragmentStatsBinding.bind(view)
        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                vm.state.collect { render(binding, it) }
            }
        }
        binding.monthChips.setOnCheckedStateChangeListener { _, checked ->
            val now = YearMonth.now()
            vm.selectMonth(if (checked.firstOrNull() == R.id.chip_last_month) now.minusMonths(1) else now)
        }
        vm.load()
    }

    private fun render(binding: FragmentStatsBinding, state: StatsUiState) {
        binding.progress.isVisible = state.loading
        binding.total.text = getString(R.string.stats_total, state.totalCents / 100.0)
        val entries = state.slices.map { PieEntry(it.amountCents.toFloat(), it.category.name) }
        val dataSet = PieDataSet(entries, "").apply {
            colors = state.slices.map { palette[it.category.ordinal % palette.size] }
            valueTextSize = 12f
        }
        binding.pie.data = PieData(dataSet)
        binding.pie.invalidate()
    }
}
