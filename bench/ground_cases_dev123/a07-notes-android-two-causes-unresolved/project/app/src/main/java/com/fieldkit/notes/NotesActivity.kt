package com.fieldkit.notes

import android.os.Bundle
import androidx.activity.viewModels
import androidx.appcompat.app.AppCompatActivity
import androidx.core.view.isVisible
import androidx.recyclerview.widget.ItemTouchHelper
import androidx.recyclerview.widget.LinearLayoutManager
import androidx.recyclerview.widget.RecyclerView
import com.google.android.material.snackbar.Snackbar
import com.fieldkit.notes.databinding.ActivityNotesBinding

class NotesActivity : AppCompatActivity() {
    private lateinit var binding: ActivityNotesBinding
    private val viewModel: NotesViewModel by viewModels()
    private val adapter = NoteAdapter { note -> NoteEditorActivity.open(this, note.id) }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityNotesBinding.inflate(layoutInflater)
        setContentView(binding.root)
        setSupportActionBar(binding.toolbar)

        binding.list.layoutManager = LinearLayoutManager(this)
        binding.list.adapter = adapter
        binding.fab.setOnClickListener { NoteEditorActivity.open(this, null) }

        val swipe = object : ItemTouchHelper.SimpleCallback(0, ItemTouchHelper.LEFT or ItemTouchHelper.RIGHT) {
            override fun onMove(rv: RecyclerView, vh: RecyclerView.ViewHolder, target: RecyclerView.ViewHolder) = false

            override fun onSwiped(vh: RecyclerView.ViewHolder, direction: Int) {
                val removed = viewModel.delete(adapter.noteAt(vh.bindingAdapterPosition)) ?: return
                Snackbar.make(binding.root, getString(R.string.note_deleted, removed.title), Snackbar.LENGTH_LONG)
                    .setAction(R.string.undo) { viewModel.restore(removed) }
                    .show()
            }
        }
        ItemTouchHelper(swipe).attachToRecyclerView(binding.list)

        viewModel.notes.observe(this) { notes ->
            adapter.submit(notes)
            binding.empty.isVisible = notes.isEmpty()
            supportActionBar?.title = getString(R.string.notes_title_count, notes.size)
        }
    }
}
