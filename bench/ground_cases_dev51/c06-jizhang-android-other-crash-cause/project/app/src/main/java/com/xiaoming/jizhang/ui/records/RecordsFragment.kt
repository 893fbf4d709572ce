package com.xiaoming.jizhang.ui.records

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.navigation.fragment.findNavController
import androidx.recyclerview.widget.LinearLayoutManager
import com.google.android.material.dialog.MaterialAlertDialogBuilder
import com.xiaoming.jizhang.R
import com.xiaoming.jizhang.databinding.FragmentRecordsBinding

class RecordsFragment : Fragment() {

    private val viewModel: RecordsViewModel by viewModels()
    private var _binding: FragmentRecordsBinding? = null
    private val binding get() = _binding!!

    private val adapter = RecordsAdapter(
        onClick = { record -> openDetail(record.id) },
        onLongClick = { record -> confirmDelete(record) },
    )

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        _binding = FragmentRecordsBinding.inflate(inflater, container, false)
        return binding.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        binding.recycler.layoutManager = LinearLayoutManager(requireContext())
        binding.recycler.adapter = adapter
        binding.monthPicker.setOnMonthChangedListener { ym -> viewModel.loadMonth(ym) }

        viewModel.records.observe(this) { list ->
            binding.emptyView.isVisible = list.isEmpty()
            adapter.submitList(list) {
                // diff 在后台算完再回调，这时 view 可能已经销毁
                _binding?.recycler?.scrollToPosition(0)
            }
        }
        viewModel.monthTotal.observe(viewLifecycleOwner) { total ->
            binding.totalText.text = getString(R.string.month_total, total)
        }
        if (savedInstanceState == null) viewModel.loadCurrentMonth()
    }

    private fun openDetail(id: Long) {
        findNavController().navigate(RecordsFragmentDirections.toDetail(id))
    }

    private fun confirmDelete(record: RecordItem) {
        MaterialAlertDialogBuilder(requireContext())
            .setMessage(R.string.delete_confirm)
            .setPositiveButton(R.string.delete) { _, _ -> viewModel.delete(record.id) }
            .setNegativeButton(android.R.string.cancel, null)
            .show()
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
