package jp.kondate.app.ui.profile

import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.viewModelScope
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import jp.kondate.app.KondateApp
import jp.kondate.app.data.Profile
import jp.kondate.app.data.ProfileRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class ProfileViewModel(
    private val repository: ProfileRepository,
) : ViewModel() {

    private val _profile = MutableStateFlow<Profile?>(null)
    val profile: StateFlow<Profile?> = _profile.asStateFlow()

    init {
        viewModelScope.launch {
            _profile.value = repository.fetchProfile(force = false)
        }
    }

    /** Pull-to-refresh: bypasses the cache and returns the fresh profile. */
    suspend fun reload(): Profile {
        val fresh = repository.fetchProfile(force = true)
        _profile.value = fresh
        return fresh
    }

    companion object {
        val Factory: ViewModelProvider.Factory = viewModelFactory {
            initializer {
                val app = this[ViewModelProvider.AndroidViewModelFactory.APPLICATION_KEY] as KondateApp
                ProfileViewModel(app.container.profileRepository)
            }
        }
    }
}
