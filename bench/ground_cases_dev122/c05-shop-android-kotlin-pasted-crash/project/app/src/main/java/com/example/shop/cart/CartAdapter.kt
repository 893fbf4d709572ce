package com.example.shop.cart

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import com.example.shop.databinding.RowCartItemBinding
import java.math.RoundingMode

class CartAdapter(
    private val onPlus: (String) -> Unit,
    private val onMinus: (String) -> Unit,
) : RecyclerView.Adapter<CartAdapter.Holder>() {

    private var rows: List<CartItem> = emptyList()

    fun submit(newRows: List<CartItem>) {
        rows = newRows
        notifyDataSetChanged()
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(RowCartItemBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun getItemCount(): Int = rows.size

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val item = rows[position]
        holder.binding.title.text = item.title
        holder.binding.quantity.text = item.quantity.toString()
        holder.binding.price.text = "¥" + item.lineTotal.setScale(2, RoundingMode.HALF_UP).toPlainString()
        holder.binding.plus.setOnClickListener { onPlus(item.sku) }
        holder.binding.minus.setOnClickListener { onMinus(item.sku) }
    }

    class Holder(val binding: RowCartItemBinding) : RecyclerView.ViewHolder(binding.root)
}
