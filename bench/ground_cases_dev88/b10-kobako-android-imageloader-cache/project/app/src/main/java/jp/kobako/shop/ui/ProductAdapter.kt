package jp.kobako.shop.ui

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import jp.kobako.shop.data.Product
import jp.kobako.shop.databinding.ItemProductBinding
import jp.kobako.shop.image.ImageLoader

class ProductAdapter(
    private val imageLoader: ImageLoader,
    private val onClick: (Product) -> Unit,
) : ListAdapter<Product, ProductAdapter.Holder>(DIFF) {

    fun submit(newItems: List<Product>) {
        submitList(newItems)
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder {
        val binding = ItemProductBinding.inflate(LayoutInflater.from(parent.context), parent, false)
        return Holder(binding)
    }

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val product = getItem(position)
        holder.binding.name.text = product.name
        holder.binding.price.text = "¥%,d".format(product.price)
        imageLoader.load(product.thumbnailUrl, holder.binding.thumbnail)
        holder.binding.root.setOnClickListener { onClick(product) }
    }

    class Holder(val binding: ItemProductBinding) : RecyclerView.ViewHolder(binding.root)

    companion object {
        private val DIFF = object : DiffUtil.ItemCallback<Product>() {
            override fun areItemsTheSame(old: Product, new: Product) = old.id == new.id
            override fun areContentsTheSame(old: Product, new: Product) = old == new
        }
    }
}
