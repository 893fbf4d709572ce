package jp.tanaka.hibi.ui.settings

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.Toast
import androidx.fragment.app.Fragment
import androidx.lifecycle.lifecycleScope
import jp.tanaka.hibi.HibiApp
import jp.tanaka.hibi.R
import jp.tanaka.hibi.databinding.FragmentSettingsBinding
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

class SettingsFragment : Fragment() {
    private var _binding: FragmentSettingsBinding? = null
    private val binding get() = _binding!!

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        _binding = FragmentSettingsBinding.inflate(inflater, container, false)
        return binding.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        binding.backupButton.setOnClickListener { backup() }
    }

    private fun backup() {
        binding.backupButton.isEnabled = false
        val exporter = (requireActivity().application as HibiApp).exporter
        viewLifecycleOwner.lifecycleScope.launch {
            val file = withContext(Dispatchers.IO) { exporter.backupDatabase() }
            Toast.makeText(requireContext(), getString(R.string.backup_done, file.name), Toast.LENGTH_SHORT).show()
            binding.backupButton.isEnabled = true
        }
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
