package jp.hakobu.driver.ui.delivery

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import jp.hakobu.driver.data.DeliveryRepository
import jp.hakobu.driver.pod.PodPhotoUploader
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch

class DeliveryDetailViewModel(
    private val deliveryId: String,
    private val repository: DeliveryRepository,
    private val uploader: PodPhotoUploader,
) : ViewModel() {

    private val _state = MutableStateFlow<DetailState>(DetailState.Idle)
    val state: StateFlow<DetailState> = _state

    fun onDeliveredClicked(photoPath: String?) {
        viewModelScope.launch {
            _state.value = DetailState.Saving
            repository.markDelivered(deliveryId, photoPath)
            if (photoPath != null) {
                uploader.enqueue(deliveryId, photoPath)
            }
            _state.value = DetailState.Done
        }
    }

    fun onAbsentClicked() {
        viewModelScope.launch {
            repository.markAbsent(deliveryId)
            _state.value = DetailState.Done
        }
    }
}

sealed interface DetailState {
    data object Idle : DetailState
    data object Saving : DetailState
    data object Done : DetailState
}
