package com.tripmate.app.map

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.google.android.gms.maps.model.LatLng
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class Stop(val id: String, val name: String, val position: LatLng, val day: Int)

data class MapUiState(
    val stops: List<Stop> = emptyList(),
    val selectedStopId: String? = null,
    val userLocation: LatLng? = null,
)

class MapViewModel(private val repository: TripRepository) : ViewModel() {
    private val _state = MutableStateFlow(MapUiState())
    val state: StateFlow<MapUiState> = _state.asStateFlow()

    init {
        viewModelScope.launch {
            repository.stopsForCurrentTrip().collect { stops ->
                _state.update { it.copy(stops = stops) }
            }
        }
    }

    fun select(stopId: String?) = _state.update { it.copy(selectedStopId = stopId) }

    fun onLocation(location: LatLng) = _state.update { it.copy(userLocation = location) }

    /** Centre of the trip's stops, or Lisbon when there are none yet. */
    fun initialTarget(): LatLng {
        val stops = _state.value.stops
        if (stops.isEmpty()) return LatLng(38.7223, -9.1393)
        return LatLng(stops.map { it.position.latitude }.average(), stops.map { it.position.longitude }.average())
    }
}
