package com.fernway.courier.orders

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import com.fernway.courier.R
import com.fernway.courier.databinding.FragmentOrdersBinding
import kotlinx.coroutines.launch

class OrdersFragment : Fragment(R.layout.fragment_orders) {
    private val viewModel: OrdersViewModel by ordersViewModel()
    private val adapter = OrderAdapter { order -> viewModel.markRead(order.id) }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val b = FragmentOrdersBinding.bind(view)
        b.list.adapter = adapter
        b.swipeRefresh.setOnRefreshListener { viewModel.load(force = true) }
        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                viewModel.state.collect { s ->
                    adapter.submitList(s.orders)
                    b.badge.text = s.unreadCount.toString()
                    b.badge.visibility = if (s.unreadCount > 0) View.VISIBLE else View.GONE
                    b.error.text = s.error.orEmpty()
                    b.swipeRefresh.isRefreshing = s.loading
                }
            }
        }
    }
}
