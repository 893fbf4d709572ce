package com.harbor.orders.history

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.recyclerview.widget.LinearLayoutManager
import com.harbor.orders.R
import com.harbor.orders.databinding.FragmentOrderHistoryBinding
import com.harbor.orders.di.viewModelFactory

class OrderHistoryFragment : Fragment(R.layout.fragment_order_history) {

    private val viewModel: OrderHistoryViewModel by viewModels { viewModelFactory() }
    private val adapter = OrderHistoryAdapter { row -> openDetail(row.id) }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val binding = FragmentOrderHistoryBinding.bind(view)
        binding.list.layoutManager = LinearLayoutManager(requireContext())
        binding.list.adapter = adapter
        binding.swipe.setOnRefreshListener {
            viewModel.refresh()
            binding.swipe.isRefreshing = false
        }
        viewModel.rows.observe(viewLifecycleOwner) { rows -> adapter.submit(rows) }
    }

    private fun openDetail(id: Long) {
        parentFragmentManager.beginTransaction()
            .replace(R.id.container, OrderDetailFragment.newInstance(id))
            .addToBackStack("detail")
            .commit()
    }
}
