package com.xiaoyu.cart

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.RecyclerView

class CartAdapter(
    private val onPlus: (String) -> Unit,
    private val onMinus: (String) -> Unit,
) : RecyclerView.Adapter<CartAdapter.Holder>() {

    private var items: List<CartItem> = emptyList()

    fun submit(newItems: List<CartItem>) {
        items = newItems
        notifyDataSetChanged()
    }

    class Holder(view: View) : RecyclerView.ViewHolder(view) {
        val name: TextView? = view.findViewById(R.id.name)
        val price: TextView? = view.findViewById(R.id.price)
        val badge: TextView? = view.findViewById(R.id.badge)
        val plus: View? = view.findViewById(R.id.plus)
        val minus: View? = view.findViewById(R.id.minus)
    }

    companion object {
        private const val TYPE_ITEM = 0
        private const val TYPE_EMPTY = 1
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder {
        val layout = if (viewType == TYPE_EMPTY) R.layout.item_cart_empty else R.layout.item_cart
        return Holder(LayoutInflater.from(parent.context).inflate(layout, parent, false))
    }

    override fun getItemCount(): Int = if (items.isEmpty()) 1 else items.size

    override fun getItemViewType(position: Int): Int = if (items.isEmpty()) TYPE_EMPTY else TYPE_ITEM

    override fun onBindViewHolder(holder: Holder, position: Int) {
        if (items.isEmpty()) return
        val item = items[position]
        holder.name?.text = item.name
        holder.price?.text = PriceFormatter.format(Math.round(item.unitPrice * 100))
        holder.badge?.text = PriceFormatter.quantityBadge(item.quantity)
        holder.plus?.setOnClickListener { onPlus(item.sku) }
        holder.minus?.setOnClickListener { onMinus(item.sku) }
    }
}
