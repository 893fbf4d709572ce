package com.shopmate.auth

import android.os.Bundle
import android.view.View
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.lifecycleScope
import androidx.navigation.fragment.findNavController
import com.google.android.material.snackbar.Snackbar
import com.shopmate.R
import com.shopmate.databinding.FragmentLoginBinding
import dagger.hilt.android.AndroidEntryPoint
import kotlinx.coroutines.launch

@AndroidEntryPoint
class LoginFragment : Fragment(R.layout.fragment_login) {

    private var _binding: FragmentLoginBinding? = null
    private val binding get() = _binding!!

    private val viewModel: LoginViewModel by viewModels()

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        _binding = FragmentLoginBinding.bind(view)

        binding.loginButton.setOnClickListener {
            viewModel.login(binding.phoneInput.text.toString().trim(), binding.passwordInput.text.toString())
        }
        binding.forgotPassword.setOnClickListener {
            findNavController().navigate(R.id.action_login_to_resetPassword)
        }
        binding.register.setOnClickListener {
            findNavController().navigate(R.id.action_login_to_register)
        }

        lifecycleScope.launch {
            viewModel.state.collect { render(it) }
        }
    }

    private fun render(state: LoginUiState) {
        binding.progress.isVisible = state is LoginUiState.Loading
        binding.loginButton.isEnabled = state !is LoginUiState.Loading
        when (state) {
            is LoginUiState.Error -> {
                Snackbar.make(binding.root, state.message, Snackbar.LENGTH_LONG).show()
                viewModel.errorShown()
            }
            is LoginUiState.LoggedIn -> findNavController().navigate(R.id.action_login_to_home)
            else -> Unit
        }
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
