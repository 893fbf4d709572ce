package com.nkode.pantry.ui.list

import android.os.Bundle
import android.view.View
import android.view.inputmethod.EditorInfo
import androidx.core.os.bundleOf
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import androidx.recyclerview.widget.LinearLayoutManager
import com.nkode.pantry.R
import com.nkode.pantry.data.Item
import com.nkode.pantry.data.ListFilter
import com.nkode.pantry.databinding.FragmentShoppingListBinding
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch

class ShoppingListFragment : Fragment(R.layout.fragment_shopping_list) {

    private var _binding: FragmentShoppingListBinding? = null
    private val binding get() = _binding!!

    private val viewModel: ShoppingListViewModel by viewModels()
    private lateinit var adapter: ItemAdapter
    private var pendingDelete: Job? = null

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        _binding = FragmentShoppingListBinding.bind(view)

        val filter = ListFilter.valueOf(requireArguments().getString(ARG_FILTER, ListFilter.ALL.name))

        adapter = ItemAdapter(
            onToggle = { item -> viewModel.toggleChecked(item) },
            onDelete = { item -> deleteWithUndo(item) },
        )
        binding.itemList.adapter = adapter
        binding.itemList.layoutManager = LinearLayoutManager(requireContext())

        binding.newItem.setOnEditorActionListener { field, actionId, _ ->
            if (actionId == EditorInfo.IME_ACTION_DONE && field.text.isNotBlank()) {
                viewModel.add(field.text.toString())
                field.text = null
                true
            } else {
                false
            }
        }
        binding.clearChecked.setOnClickListener { viewModel.clearChecked() }

        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                viewModel.items(filter).collect { items ->
                    adapter.submitList(items)
                    binding.emptyState.isVisible = items.isEmpty()
                }
            }
        }
    }

    private fun deleteWithUndo(item: Item) {
        viewModel.hide(item.id)
        binding.undoText.text = getString(R.string.deleted_item, item.name)
        binding.undoBar.isVisible = true
        binding.undoButton.setOnClickListener {
            pendingDelete?.cancel()
            viewModel.unhide(item.id)
            binding.undoBar.isVisible = false
        }
        pendingDelete?.cancel()
        pendingDelete = lifecycleScope.launch {
            delay(UNDO_WINDOW_MS)
            viewModel.deleteForGood(item.id)
            binding.undoBar.isVisible = false
        }
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }

    companion object {
        private const val ARG_FILTER = "filter"
        private const val UNDO_WINDOW_MS = 4_000L

        fun newInstance(filter: ListFilter) = ShoppingListFragment().apply {
            arguments = bundleOf(ARG_FILTER to filter.name)
        }
    }
}
