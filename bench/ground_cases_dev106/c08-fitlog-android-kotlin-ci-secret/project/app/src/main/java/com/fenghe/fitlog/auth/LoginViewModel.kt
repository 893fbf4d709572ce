package com.fenghe.fitlog.auth

import android.util.Log
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch

data class LoginUiState(
    val loading: Boolean = false,
    val error: String? = null,
    val loggedIn: Boolean = false,
)

class LoginViewModel(private val repo: AuthRepository = AuthRepository()) : ViewModel() {

    private val _state = MutableStateFlow(LoginUiState())
    val state: StateFlow<LoginUiState> = _state

    fun login(phone: String, password: String) {
        if (!repo.isValidPhone(phone)) {
            _state.value = LoginUiState(error = "手机号格式不对")
            return
        }
        _state.value = LoginUiState(loading = true)
        viewModelScope.launch {
            val r = repo.login(phone, password)
            if (r is LoginResult.Failed) Log.w("Login", "login failed: ${r.reason}")
            _state.value = when (r) {
                is LoginResult.Success -> LoginUiState(loggedIn = true)
                LoginResult.BadCredentials -> LoginUiState(error = "手机号或密码错误")
                is LoginResult.Failed -> LoginUiState(error = "登录失败，请稍后重试")
            }
        }
    }
}
