package jp.co.komeya.pocketcart.cart

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import coil.load
import jp.co.komeya.pocketcart.R
import jp.co.komeya.pocketcart.data.CartItem
import jp.co.komeya.pocketcart.databinding.ItemCartBinding
import java.text.NumberFormat
import java.util.Locale

class CartAdapter(
    private val onDelete: (position: Int) -> Unit,
    private val onQuantityChange: (sku: String, quantity: Int) -> Unit,
) : ListAdapter<CartItem, CartAdapter.CartItemViewHolder>(Diff) {

    class CartItemViewHolder(val binding: ItemCartBinding) : RecyclerView.ViewHolder(binding.root)

    private val yen = NumberFormat.getCurrencyInstance(Locale.JAPAN)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): CartItemViewHolder {
        val inflater = LayoutInflater.from(parent.context)
        return CartItemViewHolder(ItemCartBinding.inflate(inflater, parent, false))
    }

    override fun onBindViewHolder(holder: CartItemViewHolder, position: Int) {
        val item = getItem(position)
        with(holder.binding) {
            name.text = item.name
            price.text = yen.format(item.unitPrice * item.quantity)
            quantity.text = item.quantity.toString()
            thumbnail.load(item.imageUrl) {
                placeholder(R.drawable.placeholder_product)
                crossfade(true)
            }
            plusButton.setOnClickListener { onQuantityChange(item.sku, item.quantity + 1) }
            minusButton.setOnClickListener { onQuantityChange(item.sku, item.quantity - 1) }
            deleteButton.setOnClickListener { onDelete(position) }
        }
    }

    private object Diff : DiffUtil.ItemCallback<CartItem>() {
        override fun areItemsTheSame(old: CartItem, new: CartItem) = old.sku == new.sku
        override fun areContentsTheSame(old: CartItem, new: CartItem) = old == new
    }
}
