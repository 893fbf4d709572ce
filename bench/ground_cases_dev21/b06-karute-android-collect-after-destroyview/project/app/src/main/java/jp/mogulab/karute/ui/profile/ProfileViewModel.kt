package jp.mogulab.karute.ui.profile

import android.net.Uri
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import dagger.hilt.android.lifecycle.HiltViewModel
import jp.mogulab.karute.data.ProfileRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import javax.inject.Inject

data class ProfileUiState(
    val loading: Boolean = false,
    val name: String = "",
    val bio: String = "",
    val avatarUrl: String? = null,
    val editing: Boolean = false,
    val uploading: Boolean = false,
    val errorMessage: String? = null,
)

@HiltViewModel
class ProfileViewModel @Inject constructor(
    private val repository: ProfileRepository,
) : ViewModel() {

    private val _uiState = MutableStateFlow(ProfileUiState(loading = true))
    val uiState: StateFlow<ProfileUiState> = _uiState.asStateFlow()

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            _uiState.update { it.copy(loading = true) }
            runCatching { repository.fetchProfile() }
                .onSuccess { p -> _uiState.update { it.copy(loading = false, name = p.name, bio = p.bio, avatarUrl = p.avatarUrl) } }
                .onFailure { e -> _uiState.update { it.copy(loading = false, errorMessage = e.message) } }
        }
    }

    fun startEditing() = _uiState.update { it.copy(editing = true) }

    fun save(name: String, bio: String) {
        viewModelScope.launch {
            runCatching { repository.updateProfile(name, bio) }
                .onSuccess { _uiState.update { it.copy(editing = false, name = name, bio = bio) } }
                .onFailure { e -> _uiState.update { it.copy(errorMessage = e.message) } }
        }
    }

    fun uploadAvatar(uri: Uri) {
        viewModelScope.launch {
            _uiState.update { it.copy(uploading = true) }
            runCatching { repository.uploadAvatar(uri) }
                .onSuccess { url -> _uiState.update { it.copy(uploading = false, avatarUrl = url) } }
                .onFailure { e -> _uiState.update { it.copy(uploading = false, errorMessage = e.message) } }
        }
    }

    fun errorShown() = _uiState.update { it.copy(errorMessage = null) }
}
