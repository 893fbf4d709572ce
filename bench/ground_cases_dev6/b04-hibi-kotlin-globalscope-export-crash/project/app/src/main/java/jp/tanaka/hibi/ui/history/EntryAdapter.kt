package jp.tanaka.hibi.ui.history

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import jp.tanaka.hibi.data.Entry
import jp.tanaka.hibi.databinding.ItemEntryBinding

class EntryAdapter : ListAdapter<Entry, EntryAdapter.Holder>(Diff) {
    class Holder(val binding: ItemEntryBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int) =
        Holder(ItemEntryBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val e = getItem(position)
        holder.binding.date.text = e.date
        holder.binding.body.text = e.body
        holder.binding.mood.text = "★".repeat(e.mood)
    }

    object Diff : DiffUtil.ItemCallback<Entry>() {
        override fun areItemsTheSame(a: Entry, b: Entry) = a.id == b.id
        override fun areContentsTheSame(a: Entry, b: Entry) = a == b
    }
}
