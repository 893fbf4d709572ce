package com.nkode.pantry.ui.list

import android.graphics.Paint
import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import com.nkode.pantry.data.Item
import com.nkode.pantry.databinding.RowItemBinding

class ItemAdapter(
    private val onToggle: (Item) -> Unit,
    private val onDelete: (Item) -> Unit,
) : ListAdapter<Item, ItemAdapter.Holder>(Diff) {

    class Holder(val binding: RowItemBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(RowItemBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val item = getItem(position)
        with(holder.binding) {
            name.text = item.name
            quantity.text = item.quantity.orEmpty()
            checkbox.setOnCheckedChangeListener(null)
            checkbox.isChecked = item.checked
            name.paintFlags = if (item.checked) {
                name.paintFlags or Paint.STRIKE_THRU_TEXT_FLAG
            } else {
                name.paintFlags and Paint.STRIKE_THRU_TEXT_FLAG.inv()
            }
            checkbox.setOnCheckedChangeListener { _, _ -> onToggle(item) }
            deleteButton.setOnClickListener { onDelete(item) }
        }
    }

    private object Diff : DiffUtil.ItemCallback<Item>() {
        override fun areItemsTheSame(oldItem: Item, newItem: Item) = oldItem.id == newItem.id
        override fun areContentsTheSame(oldItem: Item, newItem: Item) = oldItem == newItem
    }
}
