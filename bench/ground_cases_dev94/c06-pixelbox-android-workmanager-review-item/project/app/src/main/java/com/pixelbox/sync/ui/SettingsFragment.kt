package com.pixelbox.sync.ui

import android.os.Bundle
import android.text.format.DateUtils
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import com.pixelbox.sync.R
import com.pixelbox.sync.databinding.FragmentSettingsBinding

class SettingsFragment : Fragment() {

    private var _binding: FragmentSettingsBinding? = null
    private val binding get() = _binding!!
    private val viewModel: SettingsViewModel by viewModels()

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        _binding = FragmentSettingsBinding.inflate(inflater, container, false)
        return binding.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        viewModel.state.observe(viewLifecycleOwner) { state ->
            binding.switchAutoSync.setOnCheckedChangeListener(null)
            binding.switchWifiOnly.setOnCheckedChangeListener(null)
            binding.switchAutoSync.isChecked = state.autoSync
            binding.switchWifiOnly.isChecked = state.wifiOnly
            binding.switchWifiOnly.isEnabled = state.autoSync
            binding.textLastSync.text = if (state.lastSyncAt == 0L) {
                getString(R.string.never_synced)
            } else {
                getString(R.string.last_synced, DateUtils.getRelativeTimeSpanString(state.lastSyncAt))
            }
            binding.switchAutoSync.setOnCheckedChangeListener { _, checked -> viewModel.setAutoSync(checked) }
            binding.switchWifiOnly.setOnCheckedChangeListener { _, checked -> viewModel.setWifiOnly(checked) }
        }
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
