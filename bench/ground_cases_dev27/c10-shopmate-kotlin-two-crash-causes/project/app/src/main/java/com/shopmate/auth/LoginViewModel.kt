package com.shopmate.auth

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import dagger.hilt.android.lifecycle.HiltViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import javax.inject.Inject

sealed interface LoginUiState {
    data object Idle : LoginUiState
    data object Loading : LoginUiState
    data class Error(val message: String) : LoginUiState
    data class LoggedIn(val userId: String) : LoginUiState
}

@HiltViewModel
class LoginViewModel @Inject constructor(
    private val repository: AuthRepository,
) : ViewModel() {

    private val _state = MutableStateFlow<LoginUiState>(LoginUiState.Idle)
    val state: StateFlow<LoginUiState> = _state.asStateFlow()

    fun login(phone: String, password: String) {
        if (phone.length != 11) {
            _state.value = LoginUiState.Error("请输入 11 位手机号")
            return
        }
        if (password.isBlank()) {
            _state.value = LoginUiState.Error("请输入密码")
            return
        }
        if (_state.value == LoginUiState.Loading) return

        _state.value = LoginUiState.Loading
        viewModelScope.launch {
            _state.value = when (val result = repository.login(phone, password)) {
                is LoginResult.Success -> LoginUiState.LoggedIn(result.userId)
                is LoginResult.Failure -> LoginUiState.Error(result.message)
            }
        }
    }

    fun errorShown() {
        if (_state.value is LoginUiState.Error) _state.value = LoginUiState.Idle
    }
}
