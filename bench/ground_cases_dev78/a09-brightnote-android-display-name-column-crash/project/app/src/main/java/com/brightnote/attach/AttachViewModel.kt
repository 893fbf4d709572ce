package com.brightnote.attach

import android.net.Uri
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch

sealed interface AttachState {
    data object Idle : AttachState
    data object Uploading : AttachState
    data class Done(val attachmentId: String) : AttachState
    data class Failed(val message: String) : AttachState
}

class AttachViewModel(private val repository: AttachmentRepository) : ViewModel() {

    private val _state = MutableStateFlow<AttachState>(AttachState.Idle)
    val state: StateFlow<AttachState> = _state

    fun attach(noteId: String, uri: Uri) {
        _state.value = AttachState.Uploading
        viewModelScope.launch {
            _state.value = try {
                AttachState.Done(repository.attach(noteId, uri))
            } catch (e: FileTooLargeException) {
                AttachState.Failed(e.message ?: "File too large")
            } catch (e: Exception) {
                AttachState.Failed("Upload failed")
            }
        }
    }
}
