package jp.genba.notes.ui

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import jp.genba.notes.data.Note
import jp.genba.notes.databinding.ItemNoteBinding
import java.text.DateFormat
import java.util.Date

class NoteAdapter(private val onClick: (Note) -> Unit) : ListAdapter<Note, NoteAdapter.Holder>(Diff) {

    var pendingIds: Set<String> = emptySet()
        set(value) {
            field = value
            notifyDataSetChanged()
        }

    class Holder(val binding: ItemNoteBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemNoteBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val note = getItem(position)
        holder.binding.body.text = note.body.lineSequence().firstOrNull().orEmpty()
        holder.binding.updated.text = DateFormat.getDateTimeInstance().format(Date(note.updatedAt))
        holder.binding.pending.visibility =
            if (note.id in pendingIds) android.view.View.VISIBLE else android.view.View.GONE
        holder.binding.root.setOnClickListener { onClick(note) }
    }

    object Diff : DiffUtil.ItemCallback<Note>() {
        override fun areItemsTheSame(a: Note, b: Note) = a.id == b.id
        override fun areContentsTheSame(a: Note, b: Note) = a == b
    }
}
