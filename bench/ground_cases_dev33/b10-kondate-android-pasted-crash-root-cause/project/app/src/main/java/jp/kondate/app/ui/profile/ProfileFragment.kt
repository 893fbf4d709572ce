package jp.kondate.app.ui.profile

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import coil.load
import coil.transform.CircleCropTransformation
import jp.kondate.app.R
import jp.kondate.app.data.Profile
import jp.kondate.app.databinding.FragmentProfileBinding
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch

class ProfileFragment : Fragment() {

    private var _binding: FragmentProfileBinding? = null
    private val binding get() = _binding!!

    private val viewModel: ProfileViewModel by viewModels { ProfileViewModel.Factory }

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        _binding = FragmentProfileBinding.inflate(inflater, container, false)
        return binding.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)

        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                viewModel.profile.collect { profile ->
                    binding.progress.isVisible = profile == null
                    profile?.let(::render)
                }
            }
        }

        binding.editButton.setOnClickListener {
            EditProfileDialog().show(childFragmentManager, EditProfileDialog.TAG)
        }

        binding.swipeRefresh.setOnRefreshListener {
            viewLifecycleOwner.lifecycleScope.launch(Dispatchers.IO) {
                val profile = viewModel.reload()
                render(profile)
                binding.swipeRefresh.isRefreshing = false
            }
        }
    }

    private fun render(profile: Profile) {
        binding.displayName.text = profile.displayName
        binding.recipeCount.text = getString(R.string.profile_recipe_count, profile.recipeCount)
        binding.followerCount.text = getString(R.string.profile_follower_count, profile.followers)
        binding.bio.text = profile.bio.ifBlank { getString(R.string.profile_bio_empty) }
        binding.avatar.load(profile.avatarUrl) {
            crossfade(true)
            placeholder(R.drawable.avatar_placeholder)
            transformations(CircleCropTransformation())
        }
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
