package com.example.shop.orders

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.ImageView
import android.widget.TextView
import java.util.Locale
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import com.example.shop.R

class OrdersAdapter(
    private val onClick: (Order) -> Unit,
) : ListAdapter<Order, OrdersAdapter.Holder>(Diff) {

    class Holder(view: View) : RecyclerView.ViewHolder(view) {
        val title: TextView = view.findViewById(R.id.order_title)
        val price: TextView = view.findViewById(R.id.order_price)
        val thumb: ImageView = view.findViewById(R.id.order_thumb)
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder {
        val view = LayoutInflater.from(parent.context).inflate(R.layout.item_order, parent, false)
        val holder = Holder(view)
        view.setOnClickListener {
            val pos = holder.bindingAdapterPosition
            if (pos != RecyclerView.NO_POSITION) onClick(getItem(pos))
        }
        return holder
    }

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val order = getItem(position)
        holder.title.text = order.title
        holder.price.text = String.format(Locale.CHINA, "¥%d.%02d", order.priceCents / 100, order.priceCents % 100)
        ImageCache.load(order.thumbUrl, holder.thumb)
    }

    object Diff : DiffUtil.ItemCallback<Order>() {
        override fun areItemsTheSame(a: Order, b: Order) = a.id == b.id
        override fun areContentsTheSame(a: Order, b: Order) = a == b
    }
}
