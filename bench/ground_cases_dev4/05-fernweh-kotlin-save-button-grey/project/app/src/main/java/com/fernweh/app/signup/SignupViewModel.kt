package com.fernweh.app.signup

import androidx.lifecycle.ViewModel
import com.fernweh.app.common.EmailValidator
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.update

data class SignupState(val email: String = "", val password: String = "", val canSubmit: Boolean = false)

class SignupViewModel(private val validator: EmailValidator = EmailValidator()) : ViewModel() {
    private val _state = MutableStateFlow(SignupState())
    val state: StateFlow<SignupState> = _state

    fun onEmailChanged(value: String) {
        _state.update { it.copy(email = value, canSubmit = validator.isValid(value) && it.password.length >= 8) }
    }

    fun onPasswordChanged(value: String) {
        _state.update { it.copy(password = value, canSubmit = validator.isValid(it.email) && value.length >= 8) }
    }
}
