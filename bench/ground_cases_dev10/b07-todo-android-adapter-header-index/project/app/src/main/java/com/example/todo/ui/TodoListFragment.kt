package com.example.todo.ui

import android.os.Bundle
import android.view.View
import android.view.inputmethod.EditorInfo
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import androidx.navigation.fragment.findNavController
import androidx.recyclerview.widget.LinearLayoutManager
import com.example.todo.R
import com.example.todo.TodoApp
import com.example.todo.databinding.FragmentTodoListBinding
import com.google.android.material.snackbar.Snackbar
import kotlinx.coroutines.launch

class TodoListFragment : Fragment(R.layout.fragment_todo_list) {

    private val viewModel: TodoViewModel by viewModels { TodoApp.from(requireContext()).viewModelFactory }
    private var binding: FragmentTodoListBinding? = null

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val b = FragmentTodoListBinding.bind(view).also { binding = it }

        val adapter = TodoAdapter(
            onToggle = viewModel::toggle,
            onClick = { todo ->
                findNavController().navigate(R.id.action_list_to_detail, Bundle().apply { putLong("id", todo.id) })
            },
        )
        b.list.layoutManager = LinearLayoutManager(requireContext())
        b.list.adapter = adapter

        b.input.setOnEditorActionListener { v, actionId, _ ->
            if (actionId == EditorInfo.IME_ACTION_DONE) {
                viewModel.add(v.text.toString())
                v.text = null
                true
            } else {
                false
            }
        }
        b.clearDone.setOnClickListener { viewModel.clearDone() }

        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                launch { viewModel.todos.collect(adapter::submit) }
                launch {
                    viewModel.message.collect { msg ->
                        if (msg != null) {
                            Snackbar.make(view, msg, Snackbar.LENGTH_SHORT).show()
                            viewModel.messageShown()
                        }
                    }
                }
            }
        }
    }

    override fun onDestroyView() {
        binding = null
        super.onDestroyView()
    }
}
