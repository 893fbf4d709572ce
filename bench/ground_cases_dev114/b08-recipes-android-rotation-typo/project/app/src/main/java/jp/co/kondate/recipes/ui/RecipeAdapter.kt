package jp.co.kondate.recipes.ui

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import coil.load
import jp.co.kondate.recipes.data.Recipe
import jp.co.kondate.recipes.databinding.ItemRecipeBinding

class RecipeAdapter(
    private val onFavorite: (Recipe) -> Unit = {},
) : ListAdapter<Recipe, RecipeAdapter.Holder>(DIFF) {

    fun submit(list: List<Recipe>) = submitList(list)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemRecipeBinding.inflate(LayoutInflater.from(parent.context), parent, false), onFavorite)

    override fun onBindViewHolder(holder: Holder, position: Int) = holder.bind(getItem(position))

    companion object {
        private val DIFF = object : DiffUtil.ItemCallback<Recipe>() {
            override fun areItemsTheSame(a: Recipe, b: Recipe) = a.id == b.id
            override fun areContentsTheSame(a: Recipe, b: Recipe) = a == b
        }
    }

    class Holder(
        private val b: ItemRecipeBinding,
        private val onFavorite: (Recipe) -> Unit,
    ) : RecyclerView.ViewHolder(b.root) {
        fun bind(r: Recipe) {
            b.favorite.setOnClickListener { onFavorite(r) }
            b.title.text = r.title
            b.meta.text = "${r.minutes}分・${r.kcal}kcal"
            b.thumbnail.load(r.imageUrl) {
                crossfade(true)
            }
        }
    }
}
