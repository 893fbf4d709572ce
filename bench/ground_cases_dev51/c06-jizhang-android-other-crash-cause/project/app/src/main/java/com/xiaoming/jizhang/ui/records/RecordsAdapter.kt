package com.xiaoming.jizhang.ui.records

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import com.xiaoming.jizhang.databinding.ItemRecordBinding

data class RecordItem(val id: Long, val title: String, val amountText: String, val dateText: String, val income: Boolean)

class RecordsAdapter(
    private val onClick: (RecordItem) -> Unit,
    private val onLongClick: (RecordItem) -> Unit,
) : ListAdapter<RecordItem, RecordsAdapter.VH>(Diff) {

    class VH(val binding: ItemRecordBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): VH =
        VH(ItemRecordBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: VH, position: Int) {
        val item = getItem(position)
        with(holder.binding) {
            title.text = item.title
            amount.text = item.amountText
            amount.isActivated = item.income
            date.text = item.dateText
            root.setOnClickListener { onClick(item) }
            root.setOnLongClickListener { onLongClick(item); true }
        }
    }

    private object Diff : DiffUtil.ItemCallback<RecordItem>() {
        override fun areItemsTheSame(a: RecordItem, b: RecordItem) = a.id == b.id
        override fun areContentsTheSame(a: RecordItem, b: RecordItem) = a == b
    }
}
