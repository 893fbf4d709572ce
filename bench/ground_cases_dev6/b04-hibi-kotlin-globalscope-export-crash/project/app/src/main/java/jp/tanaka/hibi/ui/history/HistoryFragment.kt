package jp.tanaka.hibi.ui.history

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.Toast
import androidx.fragment.app.Fragment
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import androidx.recyclerview.widget.LinearLayoutManager
import jp.tanaka.hibi.HibiApp
import jp.tanaka.hibi.R
import jp.tanaka.hibi.databinding.FragmentHistoryBinding
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.GlobalScope
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

class HistoryFragment : Fragment() {
    private var _binding: FragmentHistoryBinding? = null
    private val binding get() = _binding!!

    private val app get() = requireActivity().application as HibiApp
    private val adapter = EntryAdapter()

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        _binding = FragmentHistoryBinding.inflate(inflater, container, false)
        return binding.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        binding.list.layoutManager = LinearLayoutManager(requireContext())
        binding.list.adapter = adapter
        binding.exportButton.setOnClickListener { exportCsv() }
        loadEntries()
    }

    private fun loadEntries() {
        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                app.entries.observeAll().collect { adapter.submitList(it) }
            }
        }
    }

    private fun exportCsv() {
        binding.exportButton.isEnabled = false
        val exporter = app.exporter
        GlobalScope.launch(Dispatchers.Main) {
            val file = withContext(Dispatchers.IO) { exporter.exportAll() }
            Toast.makeText(requireContext(), getString(R.string.export_done, file.name), Toast.LENGTH_SHORT).show()
            binding.exportButton.isEnabled = true
        }
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
