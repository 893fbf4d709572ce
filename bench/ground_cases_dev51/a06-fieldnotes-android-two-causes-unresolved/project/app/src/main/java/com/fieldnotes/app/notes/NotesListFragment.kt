package com.fieldnotes.app.notes

import android.os.Bundle
import android.view.View
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import androidx.recyclerview.widget.LinearLayoutManager
import com.fieldnotes.app.R
import com.fieldnotes.app.databinding.FragmentNotesListBinding
import com.fieldnotes.app.di.viewModelFactory
import com.google.android.material.snackbar.Snackbar
import kotlinx.coroutines.launch
import java.time.Instant

class NotesListFragment : Fragment(R.layout.fragment_notes_list) {

    private val viewModel: NotesViewModel by viewModels { viewModelFactory() }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val binding = FragmentNotesListBinding.bind(view)
        val adapter = NotesAdapter { note -> (activity as? NoteOpener)?.openNote(note.id) }
        binding.list.layoutManager = LinearLayoutManager(requireContext())
        binding.list.adapter = adapter
        binding.swipe.setOnRefreshListener { viewModel.refresh() }

        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                launch { viewModel.notes.collect { adapter.submitList(it) } }
                launch { viewModel.refreshing.collect { binding.swipe.isRefreshing = it } }
                launch {
                    viewModel.lastSynced.collect { at ->
                        val label = lastSyncedLabel(at, Instant.now())
                        binding.lastSynced.isVisible = label != null
                        if (label != null) binding.lastSynced.text = getString(R.string.last_synced, label)
                    }
                }
                launch {
                    viewModel.error.collect { message ->
                        if (message != null) Snackbar.make(view, message, Snackbar.LENGTH_LONG).show()
                    }
                }
            }
        }
    }

    fun interface NoteOpener {
        fun openNote(id: Long)
    }
}
