package jp.pocketshop.cart

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import jp.pocketshop.databinding.ItemCartBinding

class CartAdapter(
    private val onPlus: (Long) -> Unit,
    private val onMinus: (Long) -> Unit,
    private val onRemove: (Long) -> Unit,
) : ListAdapter<CartItem, CartAdapter.Holder>(DIFF) {

    class Holder(val binding: ItemCartBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemCartBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val item = getItem(position)
        with(holder.binding) {
            name.text = item.name
            quantity.text = item.quantity.toString()
            subtotal.text = item.subtotalLabel()
            plus.setOnClickListener { onPlus(item.productId) }
            minus.setOnClickListener { onMinus(item.productId) }
            remove.setOnClickListener { onRemove(item.productId) }
        }
    }

    companion object {
        private val DIFF = object : DiffUtil.ItemCallback<CartItem>() {
            override fun areItemsTheSame(oldItem: CartItem, newItem: CartItem) =
                oldItem.productId == newItem.productId

            override fun areContentsTheSame(oldItem: CartItem, newItem: CartItem) =
                oldItem == newItem
        }
    }
}
