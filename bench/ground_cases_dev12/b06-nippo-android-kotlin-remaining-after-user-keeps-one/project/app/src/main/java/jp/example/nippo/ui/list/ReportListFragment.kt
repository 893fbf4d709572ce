package jp.example.nippo.ui.list

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.navigation.fragment.findNavController
import com.google.android.material.snackbar.Snackbar
import jp.example.nippo.R
import jp.example.nippo.data.remote.Report
import jp.example.nippo.databinding.FragmentReportListBinding

class ReportListFragment : Fragment(R.layout.fragment_report_list) {

    private var _binding: FragmentReportListBinding? = null
    private val binding get() = _binding!!

    private val viewModel: ReportListViewModel by viewModels { ReportListViewModel.Factory }
    private val adapter = ReportAdapter { report -> openDetail(report) }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        _binding = FragmentReportListBinding.bind(view)

        binding.list.adapter = adapter
        binding.list.addOnScrollListener(EndOfListListener { viewModel.loadNextPage() })
        binding.swipeRefresh.setOnRefreshListener { viewModel.refresh() }
        binding.fabNew.setOnClickListener { findNavController().navigate(R.id.action_list_to_edit) }

        viewModel.reports.observe(this) { adapter.submitList(it) }
        viewModel.refreshing.observe(viewLifecycleOwner) { binding.swipeRefresh.isRefreshing = it }
        viewModel.error.observe(viewLifecycleOwner) { message ->
            if (message != null) {
                Snackbar.make(binding.root, message, Snackbar.LENGTH_LONG).show()
                viewModel.errorShown()
            }
        }

        if (savedInstanceState == null && adapter.itemCount == 0) {
            viewModel.refresh()
        }
    }

    private fun openDetail(report: Report) {
        val args = Bundle().apply { putLong("reportId", report.id) }
        findNavController().navigate(R.id.action_list_to_detail, args)
    }

    override fun onDestroyView() {
        binding.list.adapter = null
        _binding = null
        super.onDestroyView()
    }
}
