package com.sunjie.quicknotes.ui

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.fragment.app.Fragment
import androidx.fragment.app.activityViewModels
import androidx.navigation.fragment.findNavController
import androidx.navigation.fragment.navArgs
import com.sunjie.quicknotes.R
import com.sunjie.quicknotes.databinding.FragmentNoteDetailBinding
import com.sunjie.quicknotes.util.DateUtils
import dagger.hilt.android.AndroidEntryPoint

@AndroidEntryPoint
class NoteDetailFragment : Fragment() {

    private var _binding: FragmentNoteDetailBinding? = null
    private val binding get() = _binding!!

    private val args: NoteDetailFragmentArgs by navArgs()
    private val viewModel: NoteListViewModel by activityViewModels()

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        _binding = FragmentNoteDetailBinding.inflate(inflater, container, false)
        return binding.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)

        viewModel.noteById(args.noteId).observe(viewLifecycleOwner) { note ->
            if (note == null) {
                // 笔记已被删除（本页删除或列表里删除），直接返回
                if (findNavController().currentDestination?.id == R.id.noteDetailFragment) {
                    findNavController().popBackStack()
                }
                return@observe
            }
            if (binding.titleEdit.text.isNullOrEmpty()) {
                binding.titleEdit.setText(note.title)
                binding.contentEdit.setText(note.content)
            }
            binding.updatedAt.text = getString(R.string.last_edited, DateUtils.formatFull(note.updatedAt))
            binding.pinButton.isSelected = note.pinned
        }

        binding.pinButton.setOnClickListener { viewModel.togglePin(args.noteId) }
        binding.deleteButton.setOnClickListener {
            viewModel.delete(args.noteId)
            findNavController().popBackStack()
        }
    }

    override fun onPause() {
        super.onPause()
        if (viewModel.noteById(args.noteId).value == null) return // 已删除，不再保存
        viewModel.save(args.noteId, binding.titleEdit.text.toString(), binding.contentEdit.text.toString())
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
