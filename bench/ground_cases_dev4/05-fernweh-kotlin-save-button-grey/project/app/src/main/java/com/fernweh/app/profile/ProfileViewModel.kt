package com.fernweh.app.profile

import androidx.lifecycle.ViewModel
import com.fernweh.app.common.EmailValidator
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.update

class ProfileViewModel(
    private val validator: EmailValidator = EmailValidator(),
) : ViewModel() {
    private val _state = MutableStateFlow(ProfileState())
    val state: StateFlow<ProfileState> = _state

    fun onNameChanged(value: String) {
        _state.update { it.copy(name = value, saveEnabled = value.isNotBlank() && validator.isValid(it.email)) }
    }

    fun onEmailChanged(value: String) {
        _state.update { it.copy(email = value, saveEnabled = it.name.isNotBlank() && validator.isValid(it.email)) }
    }

    fun onSave() {
        _state.update { it.copy(saving = true) }
    }
}
