package cn.hexa.shop.orders

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.core.content.ContextCompat
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import cn.hexa.shop.R
import cn.hexa.shop.databinding.ItemOrderBinding
import cn.hexa.shop.util.PriceFormatter

class OrderAdapter(
    private val onClick: (Order) -> Unit,
) : ListAdapter<Order, OrderAdapter.Holder>(Diff) {

    class Holder(val binding: ItemOrderBinding) : RecyclerView.ViewHolder(binding.root)

    private object Diff : DiffUtil.ItemCallback<Order>() {
        override fun areItemsTheSame(a: Order, b: Order) = a.id == b.id
        override fun areContentsTheSame(a: Order, b: Order) = a == b
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder {
        val inflater = LayoutInflater.from(parent.context)
        return Holder(ItemOrderBinding.inflate(inflater, parent, false))
    }

    private fun statusColor(holder: Holder, status: String): Int {
        val res = when (status) {
            "pending" -> R.color.status_pending
            "shipped" -> R.color.status_shipped
            "cancelled" -> R.color.status_cancelled
            else -> R.color.status_default
        }
        return ContextCompat.getColor(holder.itemView.context, res)
    }

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val item = getItem(position)
        with(holder.binding) {
            number.text = item.number
            status.text = item.statusLabel
            status.setTextColor(statusColor(holder, item.status))
            items.text = root.context.getString(R.string.order_item_count, item.itemCount)
            price.text = PriceFormatter.formatRaw(item.amount)
            createdAt.text = item.createdAt.take(16).replace('T', ' ')
            root.setOnClickListener { onClick(item) }
        }
    }
}
