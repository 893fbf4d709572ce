package com.example.todo

import android.os.Bundle
import android.widget.EditText
import androidx.activity.viewModels
import androidx.appcompat.app.AlertDialog
import androidx.appcompat.app.AppCompatActivity
import androidx.recyclerview.widget.LinearLayoutManager
import com.example.todo.databinding.ActivityMainBinding

class MainActivity : AppCompatActivity() {

    private val viewModel: TodoViewModel by viewModels { TodoViewModelFactory(applicationContext) }
    private lateinit var binding: ActivityMainBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityMainBinding.inflate(layoutInflater)
        setContentView(binding.root)

        val adapter = TodoAdapter { todo, checked -> viewModel.toggleDone(todo, checked) }
        binding.list.layoutManager = LinearLayoutManager(this)
        binding.list.adapter = adapter
        viewModel.items.observe(this) { adapter.submitList(it) }

        binding.fab.setOnClickListener { showAddDialog() }
        viewModel.refresh()
    }

    private fun showAddDialog() {
        val input = EditText(this)
        AlertDialog.Builder(this)
            .setTitle(R.string.add_todo)
            .setView(input)
            .setPositiveButton(android.R.string.ok) { _, _ ->
                val title = input.text.toString().trim()
                if (title.isNotEmpty()) {
                    viewModel.add(title, null)
                }
            }
            .setNegativeButton(android.R.string.cancel, null)
            .show()
    }
}
