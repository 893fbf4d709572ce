package jp.mogulab.karute.ui.profile

import android.net.Uri
import android.os.Bundle
import android.view.View
import android.widget.Toast
import androidx.activity.result.contract.ActivityResultContracts
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.lifecycleScope
import coil.load
import dagger.hilt.android.AndroidEntryPoint
import jp.mogulab.karute.R
import jp.mogulab.karute.analytics.Analytics
import jp.mogulab.karute.databinding.FragmentProfileBinding
import kotlinx.coroutines.launch
import javax.inject.Inject

@AndroidEntryPoint
class ProfileFragment : Fragment(R.layout.fragment_profile) {

    @Inject lateinit var analytics: Analytics

    private var _binding: FragmentProfileBinding? = null
    private val binding get() = _binding!!

    private val viewModel: ProfileViewModel by viewModels()

    private val pickImage = registerForActivityResult(ActivityResultContracts.GetContent()) { uri: Uri? ->
        if (uri != null) {
            analytics.log("profile_avatar_picked")
            viewModel.uploadAvatar(uri)
        }
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        _binding = FragmentProfileBinding.bind(view)
        analytics.screen("profile")

        binding.avatar.setOnClickListener { pickImage.launch("image/*") }
        binding.editButton.setOnClickListener {
            analytics.log("profile_edit_tapped")
            viewModel.startEditing()
        }
        binding.saveButton.setOnClickListener {
            viewModel.save(
                name = binding.nameInput.text.toString(),
                bio = binding.bioInput.text.toString(),
            )
        }
        binding.swipeRefresh.setOnRefreshListener { viewModel.refresh() }

        lifecycleScope.launch {
            viewModel.uiState.collect { state ->
                render(state)
            }
        }
    }

    private fun render(state: ProfileUiState) {
        binding.swipeRefresh.isRefreshing = state.loading
        binding.name.text = state.name
        binding.bio.text = state.bio
        binding.avatar.load(state.avatarUrl) {
            placeholder(R.drawable.avatar_placeholder)
            crossfade(true)
        }
        binding.editGroup.isVisible = state.editing
        binding.viewGroup.isVisible = !state.editing
        binding.uploadProgress.isVisible = state.uploading
        state.errorMessage?.let { message ->
            Toast.makeText(requireContext(), message, Toast.LENGTH_SHORT).show()
            viewModel.errorShown()
        }
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
