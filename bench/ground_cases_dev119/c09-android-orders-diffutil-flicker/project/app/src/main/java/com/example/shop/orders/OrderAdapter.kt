package com.example.shop.orders

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import com.example.shop.databinding.ItemOrderBinding
import java.util.Locale

class OrderAdapter(
    private val onClick: (Order) -> Unit,
) : ListAdapter<Order, OrderAdapter.Holder>(Diff) {

    class Holder(val binding: ItemOrderBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder {
        val inflater = LayoutInflater.from(parent.context)
        return Holder(ItemOrderBinding.inflate(inflater, parent, false))
    }

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val order = getItem(position)
        with(holder.binding) {
            orderNumber.text = order.number
            orderStatus.text = order.status.label
            orderTotal.text = formatPrice(order.totalCents)
            orderEta.text = order.etaMinutes?.let { "约 $it 分钟送达" } ?: ""
            root.setOnClickListener { onClick(order) }
        }
    }

    private object Diff : DiffUtil.ItemCallback<Order>() {
        override fun areItemsTheSame(oldItem: Order, newItem: Order): Boolean = oldItem == newItem

        override fun areContentsTheSame(oldItem: Order, newItem: Order): Boolean = oldItem == newItem
    }
}

fun formatPrice(cents: Long): String = "¥" + String.format(Locale.ROOT, "%.2f", cents / 100.0)
