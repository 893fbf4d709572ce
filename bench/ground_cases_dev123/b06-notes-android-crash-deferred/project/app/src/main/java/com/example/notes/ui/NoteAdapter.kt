package com.example.notes.ui

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.RecyclerView
import com.example.notes.R
import com.example.notes.data.Note
import java.time.Instant
import java.time.LocalDate
import java.time.ZoneId
import java.time.format.DateTimeFormatter

class NoteAdapter(
    private val onClick: (Note) -> Unit,
) : RecyclerView.Adapter<NoteAdapter.NoteViewHolder>() {

    private var notes: List<Note> = emptyList()
    private val timeFormat = DateTimeFormatter.ofPattern("HH:mm")

    fun submit(newNotes: List<Note>) {
        notes = newNotes
        notifyDataSetChanged()
    }

    class NoteViewHolder(view: View) : RecyclerView.ViewHolder(view) {
        val header: TextView = view.findViewById(R.id.day_header)
        val title: TextView = view.findViewById(R.id.note_title)
        val time: TextView = view.findViewById(R.id.note_time)
        val body: TextView = view.findViewById(R.id.note_body)
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): NoteViewHolder {
        val view = LayoutInflater.from(parent.context).inflate(R.layout.item_note, parent, false)
        return NoteViewHolder(view)
    }

    override fun onBindViewHolder(holder: NoteViewHolder, position: Int) {
        val note = notes[position]
        val previous = notes[position - 1]
        val showHeader = position == 0 || day(previous.updatedAt) != day(note.updatedAt)
        holder.header.visibility = if (showHeader) View.VISIBLE else View.GONE
        holder.header.text = day(note.updatedAt).toString()
        holder.title.text = note.title.ifBlank { holder.itemView.context.getString(R.string.untitled) }
        holder.time.text = Instant.ofEpochMilli(note.updatedAt).atZone(ZoneId.systemDefault()).format(timeFormat)
        holder.body.text = note.body.take(120)
        holder.itemView.setOnClickListener { onClick(note) }
    }

    override fun getItemCount(): Int = notes.size

    private fun day(epochMillis: Long): LocalDate =
        java.time.Instant.ofEpochMilli(epochMillis).atZone(ZoneId.systemDefault()).toLocalDate()
}
