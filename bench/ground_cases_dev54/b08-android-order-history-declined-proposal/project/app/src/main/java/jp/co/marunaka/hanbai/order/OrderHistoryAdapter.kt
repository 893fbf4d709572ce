package jp.co.marunaka.hanbai.order

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import java.text.SimpleDateFormat
import jp.co.marunaka.hanbai.databinding.ItemOrderHistoryBinding

class OrderHistoryAdapter(
    private val onClick: (Order) -> Unit,
) : RecyclerView.Adapter<OrderHistoryAdapter.ViewHolder>() {

    private val items = mutableListOf<Order>()

    fun submit(orders: List<Order>) {
        items.clear()
        items.addAll(orders)
        notifyDataSetChanged()
    }

    override fun getItemCount(): Int = items.size

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): ViewHolder {
        val binding = ItemOrderHistoryBinding.inflate(LayoutInflater.from(parent.context), parent, false)
        return ViewHolder(binding)
    }

    override fun onBindViewHolder(holder: ViewHolder, position: Int) {
        val order = items[position]
        val b = holder.binding
        val fmt = SimpleDateFormat("yyyy/MM/dd HH:mm")
        b.orderNo.text = order.orderNo
        b.customerName.text = order.customerName
        b.orderedAt.text = fmt.format(order.orderedAt)
        b.amount.text = order.amount.toYen()
        b.status.setText(order.status.labelRes)
        b.root.setOnClickListener { onClick(order) }
    }

    class ViewHolder(val binding: ItemOrderHistoryBinding) : RecyclerView.ViewHolder(binding.root)
}
