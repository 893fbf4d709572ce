package com.example.memo.ui

import android.os.Bundle
import android.view.View
import androidx.core.os.bundleOf
import androidx.fragment.app.Fragment
import androidx.lifecycle.lifecycleScope
import com.example.memo.R
import com.example.memo.data.Note
import com.example.memo.data.NoteRepository
import com.example.memo.databinding.FragmentNoteDetailBinding
import dagger.hilt.android.AndroidEntryPoint
import kotlinx.coroutines.launch
import javax.inject.Inject

@AndroidEntryPoint
class NoteDetailFragment : Fragment(R.layout.fragment_note_detail) {

    @Inject lateinit var repository: NoteRepository

    private var note: Note = Note.draft()

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val binding = FragmentNoteDetailBinding.bind(view)
        val id = requireArguments().getLong(ARG_ID, -1L)
        viewLifecycleOwner.lifecycleScope.launch {
            if (id > 0) note = repository.get(id) ?: note
            binding.titleInput.setText(note.title)
            binding.bodyInput.setText(note.body)
        }
        binding.saveButton.setOnClickListener {
            val edited = note.withEdits(binding.titleInput.text.toString(), binding.bodyInput.text.toString())
            viewLifecycleOwner.lifecycleScope.launch {
                if (!edited.isEmpty) repository.save(edited)
                parentFragmentManager.popBackStack()
            }
        }
    }

    companion object {
        private const val ARG_ID = "note_id"

        fun newInstance(id: Long?) = NoteDetailFragment().apply {
            arguments = bundleOf(ARG_ID to (id ?: -1L))
        }
    }
}
