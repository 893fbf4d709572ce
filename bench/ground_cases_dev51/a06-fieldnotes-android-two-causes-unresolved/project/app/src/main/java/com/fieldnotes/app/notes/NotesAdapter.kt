package com.fieldnotes.app.notes

import android.text.format.DateUtils
import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import com.fieldnotes.app.databinding.ItemNoteBinding

class NotesAdapter(
    private val onClick: (Note) -> Unit,
) : ListAdapter<Note, NotesAdapter.Holder>(Diff) {

    class Holder(val binding: ItemNoteBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder {
        val binding = ItemNoteBinding.inflate(LayoutInflater.from(parent.context), parent, false)
        return Holder(binding)
    }

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val note = getItem(position)
        with(holder.binding) {
            title.text = note.title
            preview.text = note.body.lineSequence().firstOrNull().orEmpty()
            updated.text = DateUtils.getRelativeTimeSpanString(note.updatedAt.toEpochMilli())
            syncBadge.isActivated = note.synced
            root.setOnClickListener { onClick(note) }
        }
    }

    private object Diff : DiffUtil.ItemCallback<Note>() {
        override fun areItemsTheSame(oldItem: Note, newItem: Note): Boolean = oldItem == newItem

        override fun areContentsTheSame(oldItem: Note, newItem: Note): Boolean = oldItem == newItem
    }
}
