package com.example.notes

import android.os.Bundle
import androidx.appcompat.app.AlertDialog
import androidx.appcompat.app.AppCompatActivity
import androidx.core.widget.doAfterTextChanged
import androidx.lifecycle.lifecycleScope
import androidx.recyclerview.widget.LinearLayoutManager
import com.example.notes.databinding.ActivityMainBinding
import kotlinx.coroutines.flow.collectLatest
import kotlinx.coroutines.launch

class MainActivity : AppCompatActivity() {

    private lateinit var binding: ActivityMainBinding
    private lateinit var viewModel: NotesViewModel
    private val adapter = NoteAdapter(
        onClick = { openEditor(it.id) },
        onLongClick = { confirmDelete(it) },
    )

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityMainBinding.inflate(layoutInflater)
        setContentView(binding.root)

        viewModel = NotesViewModel(NotesRepository(NotesDatabase.get(this).noteDao()))

        binding.list.layoutManager = LinearLayoutManager(this)
        binding.list.adapter = adapter
        binding.fab.setOnClickListener { openEditor(null) }
        binding.search.doAfterTextChanged { viewModel.search(it?.toString().orEmpty()) }

        lifecycleScope.launch {
            viewModel.notes.collectLatest { adapter.submit(it) }
        }
        viewModel.load()
    }

    private fun confirmDelete(note: Note) {
        AlertDialog.Builder(this)
            .setTitle("删除笔记")
            .setMessage("确定删除「${note.title.ifBlank { "无标题" }}」？")
            .setNegativeButton("取消", null)
            .setPositiveButton("删除") { _, _ -> viewModel.delete(note) }
            .show()
    }

    private fun openEditor(id: Long?) {
        startActivity(EditorActivity.intent(this, id))
    }
}
