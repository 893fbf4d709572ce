package app.kettle.ui.signup

import androidx.lifecycle.ViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.update

data class SignupState(
    val name: String = "",
    val email: String = "",
    val password: String = "",
    val submitting: Boolean = false,
) {
    val canSubmit: Boolean
        get() = name.isNotBlank() && email.contains("@") && password.length >= MIN_PASSWORD && !submitting

    val passwordTooShort: Boolean
        get() = password.isNotEmpty() && password.length < MIN_PASSWORD

    companion object {
        const val MIN_PASSWORD = 8
    }
}

class SignupViewModel : ViewModel() {
    private val _state = MutableStateFlow(SignupState())
    val state: StateFlow<SignupState> = _state

    fun onName(value: String) = _state.update { it.copy(name = value) }

    fun onEmail(value: String) = _state.update { it.copy(email = value.trim()) }

    fun onPassword(value: String) = _state.update { it.copy(password = value) }

    fun submit(onDone: () -> Unit) {
        if (!_state.value.canSubmit) return
        _state.update { it.copy(submitting = true) }
        // TODO: call the accounts API
        onDone()
    }
}
