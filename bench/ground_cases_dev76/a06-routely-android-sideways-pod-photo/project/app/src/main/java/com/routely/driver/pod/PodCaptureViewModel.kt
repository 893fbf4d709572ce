package com.routely.driver.pod

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch
import java.io.File

sealed interface PodState {
    data object Idle : PodState
    data object Uploading : PodState
    data class Done(val photoId: String) : PodState
    data class Failed(val message: String) : PodState
}

class PodCaptureViewModel(
    private val compressor: PodPhotoCompressor,
    private val uploader: PodUploader,
    private val cacheDir: File,
) : ViewModel() {
    private val _state = MutableStateFlow<PodState>(PodState.Idle)
    val state: StateFlow<PodState> = _state

    fun onPhotoTaken(stopId: String, photo: File) {
        _state.value = PodState.Uploading
        viewModelScope.launch(Dispatchers.IO) {
            _state.value = try {
                val small = compressor.compress(photo, cacheDir)
                PodState.Done(uploader.upload(stopId, small))
            } catch (e: Exception) {
                PodState.Failed(e.message ?: "upload failed")
            }
        }
    }
}
