package jp.example.karte.ui.reservation

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import dagger.hilt.android.lifecycle.HiltViewModel
import jp.example.karte.data.ReservationRepository
import jp.example.karte.model.Reservation
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharedFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asSharedFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class ReservationListUiState(
    val loading: Boolean = false,
    val items: List<Reservation> = emptyList(),
)

sealed interface ReservationListEvent {
    data object Cancelled : ReservationListEvent
    data class Error(val message: String) : ReservationListEvent
}

@HiltViewModel
class ReservationListViewModel @Inject constructor(
    private val repository: ReservationRepository,
) : ViewModel() {

    private val _uiState = MutableStateFlow(ReservationListUiState())
    val uiState: StateFlow<ReservationListUiState> = _uiState.asStateFlow()

    private val _events = MutableSharedFlow<ReservationListEvent>()
    val events: SharedFlow<ReservationListEvent> = _events.asSharedFlow()

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            _uiState.update { it.copy(loading = true) }
            runCatching { repository.upcoming() }
                .onSuccess { items -> _uiState.update { it.copy(loading = false, items = items) } }
                .onFailure { e ->
                    _uiState.update { it.copy(loading = false) }
                    _events.emit(ReservationListEvent.Error(e.message ?: "読み込みに失敗しました"))
                }
        }
    }

    fun cancel(id: Long) {
        viewModelScope.launch {
            runCatching { repository.cancel(id) }
                .onSuccess {
                    _events.emit(ReservationListEvent.Cancelled)
                    refresh()
                }
                .onFailure { e -> _events.emit(ReservationListEvent.Error(e.message ?: "キャンセルできませんでした")) }
        }
    }
}
