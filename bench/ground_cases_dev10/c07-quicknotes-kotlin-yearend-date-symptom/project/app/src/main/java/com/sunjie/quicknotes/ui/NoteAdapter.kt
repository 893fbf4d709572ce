package com.sunjie.quicknotes.ui

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.core.view.isVisible
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import com.sunjie.quicknotes.data.Note
import com.sunjie.quicknotes.databinding.ItemNoteBinding
import com.sunjie.quicknotes.util.DateUtils

class NoteAdapter(
    private val onClick: (Note) -> Unit,
    private val onLongClick: (Note) -> Unit,
) : ListAdapter<Note, NoteAdapter.ViewHolder>(Diff) {

    class ViewHolder(val binding: ItemNoteBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): ViewHolder =
        ViewHolder(ItemNoteBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: ViewHolder, position: Int) {
        val note = getItem(position)
        with(holder.binding) {
            title.text = note.displayTitle
            preview.text = note.content.replace('\n', ' ').take(80)
            preview.isVisible = note.content.isNotBlank()
            time.text = DateUtils.formatRelative(note.updatedAt)
            pinIcon.isVisible = note.pinned
            root.setOnClickListener { onClick(note) }
            root.setOnLongClickListener {
                onLongClick(note)
                true
            }
        }
    }

    private object Diff : DiffUtil.ItemCallback<Note>() {
        override fun areItemsTheSame(oldItem: Note, newItem: Note) = oldItem.id == newItem.id
        override fun areContentsTheSame(oldItem: Note, newItem: Note) = oldItem == newItem
    }
}
