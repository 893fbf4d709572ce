package jp.example.shop.orders

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import jp.example.shop.databinding.ItemOrderBinding
import jp.example.shop.util.PriceFormatter

class OrderAdapter(private val onClick: (Order) -> Unit) :
    ListAdapter<Order, OrderAdapter.Holder>(Diff) {

    class Holder(val b: ItemOrderBinding) : RecyclerView.ViewHolder(b.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemOrderBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val order = getItem(position)
        holder.b.number.text = order.number
        holder.b.total.text = PriceFormatter.format(order.totalYen)
        holder.b.date.text = order.orderedAt
        holder.b.root.setOnClickListener { onClick(order) }
    }

    object Diff : DiffUtil.ItemCallback<Order>() {
        override fun areItemsTheSame(a: Order, b: Order) = a.id == b.id
        override fun areContentsTheSame(a: Order, b: Order) = a == b
    }
}

data class Order(val id: String, val number: String, val totalYen: Long, val orderedAt: String)
