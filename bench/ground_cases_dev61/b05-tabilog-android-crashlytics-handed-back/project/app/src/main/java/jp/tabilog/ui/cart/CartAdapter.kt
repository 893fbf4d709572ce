package jp.tabilog.ui.cart

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import jp.tabilog.data.CartItem
import jp.tabilog.databinding.ItemCartBinding
import java.text.NumberFormat
import java.util.Locale

class CartAdapter(
    private val onRemove: (Int) -> Unit,
) : RecyclerView.Adapter<CartAdapter.Holder>() {

    private var items: List<CartItem> = emptyList()
    private val yen = NumberFormat.getCurrencyInstance(Locale.JAPAN)

    fun update(newItems: List<CartItem>) {
        items = newItems
        notifyDataSetChanged()
    }

    class Holder(val binding: ItemCartBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemCartBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun getItemCount(): Int = items.size

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val item = items[position]
        holder.binding.title.text = item.title
        holder.binding.date.text = item.dateLabel
        holder.binding.price.text = yen.format(item.priceYen)
        holder.binding.remove.setOnClickListener {
            val pos = holder.bindingAdapterPosition
            if (pos != RecyclerView.NO_POSITION) onRemove(pos)
        }
    }
}
