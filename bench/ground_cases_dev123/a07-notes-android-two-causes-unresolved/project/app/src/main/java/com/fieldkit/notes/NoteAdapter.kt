package com.fieldkit.notes

import android.text.format.DateUtils
import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import com.fieldkit.notes.databinding.ItemNoteBinding

class NoteAdapter(private val onClick: (Note) -> Unit) : RecyclerView.Adapter<NoteAdapter.Holder>() {
    private var items: List<Note> = emptyList()

    class Holder(val binding: ItemNoteBinding) : RecyclerView.ViewHolder(binding.root)

    fun submit(notes: List<Note>) {
        items = notes
        notifyDataSetChanged()
    }

    fun noteAt(position: Int): Note = items[position]

    override fun getItemCount() = items.size

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemNoteBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val note = items[position]
        holder.binding.title.text = note.title
        holder.binding.snippet.text = note.body.lineSequence().firstOrNull().orEmpty()
        holder.binding.updated.text = DateUtils.getRelativeTimeSpanString(note.updatedAt)
        holder.binding.root.setOnClickListener { onClick(note) }
    }
}
