package com.xiaoshu.notes.ui.list

import android.os.Bundle
import android.view.Menu
import android.view.MenuInflater
import android.view.MenuItem
import android.view.View
import androidx.core.view.MenuProvider
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import androidx.recyclerview.widget.ItemTouchHelper
import androidx.recyclerview.widget.RecyclerView
import com.google.android.material.snackbar.Snackbar
import com.xiaoshu.notes.R
import com.xiaoshu.notes.databinding.FragmentNoteListBinding
import dagger.hilt.android.AndroidEntryPoint
import kotlinx.coroutines.launch

@AndroidEntryPoint
class NoteListFragment : Fragment(R.layout.fragment_note_list) {

    private val viewModel: NoteListViewModel by viewModels()
    private lateinit var adapter: NoteAdapter

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val binding = FragmentNoteListBinding.bind(view)
        adapter = NoteAdapter(onPin = viewModel::onPinToggled)
        binding.list.adapter = adapter
        binding.swipeRefresh.setOnRefreshListener { viewModel.refresh() }
        setupSwipe(binding.list)
        setupMenu()

        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                viewModel.state.collect { state ->
                    binding.swipeRefresh.isRefreshing = state.loading
                    adapter.submitList(state.notes)
                    state.undoNote?.let { showUndo(binding.root) }
                }
            }
        }
    }

    private fun setupMenu() {
        requireActivity().addMenuProvider(object : MenuProvider {
            override fun onCreateMenu(menu: Menu, inflater: MenuInflater) {
                inflater.inflate(R.menu.menu_note_list, menu)
            }

            override fun onMenuItemSelected(item: MenuItem): Boolean = when (item.itemId) {
                R.id.action_refresh -> {
                    viewModel.refresh()
                    true
                }
                R.id.action_sort_updated -> {
                    item.isChecked = true
                    viewModel.onSortChanged(SortOrder.UPDATED_DESC)
                    true
                }
                R.id.action_sort_title -> {
                    item.isChecked = true
                    viewModel.onSortChanged(SortOrder.TITLE_ASC)
                    true
                }
                else -> false
            }
        }, viewLifecycleOwner, Lifecycle.State.RESUMED)
    }

    private fun showUndo(root: View) {
        Snackbar.make(root, R.string.note_moved_to_trash, Snackbar.LENGTH_LONG)
            .setAction(R.string.undo) { viewModel.onUndo() }
            .addCallback(object : Snackbar.Callback() {
                override fun onDismissed(bar: Snackbar, event: Int) {
                    if (event != DISMISS_EVENT_ACTION) viewModel.onUndoDismissed()
                }
            })
            .show()
    }

    private fun setupSwipe(list: RecyclerView) {
        val callback = object : ItemTouchHelper.SimpleCallback(0, ItemTouchHelper.LEFT) {
            override fun onMove(
                rv: RecyclerView,
                vh: RecyclerView.ViewHolder,
                target: RecyclerView.ViewHolder,
            ): Boolean = false

            override fun onSwiped(viewHolder: RecyclerView.ViewHolder, direction: Int) {
                viewModel.onSwiped(viewHolder.bindingAdapterPosition)
            }
        }
        ItemTouchHelper(callback).attachToRecyclerView(list)
    }
}
