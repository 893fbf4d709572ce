package com.harbor.orders.history

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import com.harbor.orders.databinding.ItemOrderBinding
import java.text.SimpleDateFormat
import java.util.Date
import java.util.Locale

class OrderHistoryAdapter(
    private val onClick: (OrderRow) -> Unit,
) : RecyclerView.Adapter<OrderHistoryAdapter.Holder>() {

    private var rows: List<OrderRow> = emptyList()

    fun submit(newRows: List<OrderRow>) {
        rows = newRows
        notifyDataSetChanged()
    }

    override fun getItemCount(): Int = rows.size

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder {
        val binding = ItemOrderBinding.inflate(LayoutInflater.from(parent.context), parent, false)
        return Holder(binding)
    }

    private val dateFormat = SimpleDateFormat("d MMM yyyy, HH:mm", Locale.getDefault())

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val row = rows[position]
        holder.binding.orderNumber.text = row.number
        holder.binding.orderDate.text = dateFormat.format(Date(row.placedAtMillis))
        holder.binding.orderTotal.text = row.totalLabel
        holder.binding.orderStatus.text = row.status
        holder.binding.root.setOnClickListener { onClick(row) }
    }

    class Holder(val binding: ItemOrderBinding) : RecyclerView.ViewHolder(binding.root)
}
