package com.example.notes

import android.text.format.DateUtils
import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import com.example.notes.databinding.ItemNoteBinding

class NoteAdapter(
    private val onClick: (Note) -> Unit,
    private val onLongClick: (Note) -> Unit = {},
) : RecyclerView.Adapter<NoteAdapter.Holder>() {

    private var items: List<Note> = emptyList()

    fun submit(notes: List<Note>) {
        items = notes
        notifyDataSetChanged()
    }

    override fun getItemCount() = items.size

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder {
        val binding = ItemNoteBinding.inflate(LayoutInflater.from(parent.context), parent, false)
        return Holder(binding)
    }

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val note = items[position]
        holder.binding.title.text = note.title.ifBlank { "（无标题）" }
        holder.binding.updated.text = DateUtils.getRelativeTimeSpanString(note.updatedAt)
        holder.binding.root.setOnClickListener { onClick(note) }
        holder.binding.root.setOnLongClickListener {
            onLongClick(note)
            true
        }
    }

    class Holder(val binding: ItemNoteBinding) : RecyclerView.ViewHolder(binding.root)
}
