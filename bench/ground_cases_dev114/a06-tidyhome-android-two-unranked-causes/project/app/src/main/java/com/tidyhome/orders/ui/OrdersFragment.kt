package com.tidyhome.orders.ui

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.fragment.app.Fragment
import androidx.lifecycle.lifecycleScope
import androidx.recyclerview.widget.LinearLayoutManager
import androidx.recyclerview.widget.RecyclerView
import java.time.OffsetDateTime
import java.time.ZoneId
import java.time.format.DateTimeFormatter
import java.util.Locale
import com.tidyhome.orders.OrdersViewModel
import com.tidyhome.orders.data.Order
import com.tidyhome.orders.databinding.FragmentOrdersBinding
import com.tidyhome.orders.databinding.ItemOrderBinding
import kotlinx.coroutines.launch

class OrdersFragment(private val viewModel: OrdersViewModel) : Fragment() {

    private var _binding: FragmentOrdersBinding? = null
    private val binding get() = _binding!!
    private val adapter = OrdersAdapter()

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View {
        _binding = FragmentOrdersBinding.inflate(inflater, container, false)
        return binding.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        binding.list.layoutManager = LinearLayoutManager(requireContext())
        binding.list.adapter = adapter
        binding.swipe.setOnRefreshListener { viewModel.refresh() }

        viewLifecycleOwner.lifecycleScope.launch {
            viewModel.orders.collect { orders ->
                adapter.submit(orders)
                binding.empty.visibility = if (orders.isEmpty()) View.VISIBLE else View.GONE
            }
        }
        viewLifecycleOwner.lifecycleScope.launch {
            viewModel.refreshing.collect { binding.swipe.isRefreshing = it }
        }
    }

    override fun onDestroyView() {
        _binding = null
        super.onDestroyView()
    }
}

class OrdersAdapter : RecyclerView.Adapter<OrdersAdapter.Holder>() {
    private var items: List<Order> = emptyList()
    private val dateFormat = DateTimeFormatter.ofPattern("EEE, d MMM", Locale.getDefault())

    fun submit(orders: List<Order>) {
        items = orders
        notifyDataSetChanged()
    }

    override fun getItemCount() = items.size

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int) =
        Holder(ItemOrderBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val order = items[position]
        holder.binding.number.text = order.number
        holder.binding.status.text = order.status
        holder.binding.root.contentDescription = "Order ${order.number}, ${order.status}"
        holder.binding.date.text = OffsetDateTime.parse(order.createdAt)
            .atZoneSameInstant(ZoneId.systemDefault())
            .format(dateFormat)
    }

    class Holder(val binding: ItemOrderBinding) : RecyclerView.ViewHolder(binding.root)
}
