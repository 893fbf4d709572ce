package com.tripmate.app.map

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.CenterFocusStrong
import androidx.compose.material3.FloatingActionButton
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.google.android.gms.maps.CameraUpdateFactory
import kotlinx.coroutines.launch
import androidx.compose.ui.res.stringResource
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.compose.ui.platform.LocalContext
import com.google.android.gms.maps.model.CameraPosition
import com.google.android.gms.maps.model.MapStyleOptions
import com.google.maps.android.compose.GoogleMap
import com.google.maps.android.compose.MapProperties
import com.google.maps.android.compose.MapUiSettings
import com.google.maps.android.compose.Marker
import com.google.maps.android.compose.MarkerState
import com.google.maps.android.compose.rememberCameraPositionState
import com.tripmate.app.R

@Composable
fun MapScreen(viewModel: MapViewModel, modifier: Modifier = Modifier) {
    val state by viewModel.state.collectAsStateWithLifecycle()
    val cameraPositionState = rememberCameraPositionState {
        position = CameraPosition.fromLatLngZoom(viewModel.initialTarget(), 11f)
    }
    val scope = rememberCoroutineScope()
    val context = LocalContext.current
    val darkStyle = if (isSystemInDarkTheme()) MapStyleOptions.loadRawResourceStyle(context, R.raw.map_style_dark) else null

    Box(modifier.fillMaxSize()) {
        GoogleMap(
            modifier = Modifier.fillMaxSize(),
            cameraPositionState = cameraPositionState,
            properties = MapProperties(isMyLocationEnabled = state.userLocation != null, mapStyleOptions = darkStyle),
            uiSettings = MapUiSettings(zoomControlsEnabled = false, myLocationButtonEnabled = false),
            onMapClick = { viewModel.select(null) },
        ) {
            state.stops.forEach { stop ->
                Marker(
                    state = MarkerState(position = stop.position),
                    title = stop.name,
                    snippet = stringResource(R.string.day_n, stop.day),
                    onClick = {
                        viewModel.select(stop.id)
                        false
                    },
                )
            }
        }
        FloatingActionButton(
            containerColor = if (isSystemInDarkTheme()) MaterialTheme.colorScheme.tertiaryContainer else MaterialTheme.colorScheme.primaryContainer,
            onClick = {
                scope.launch {
                    cameraPositionState.animate(CameraUpdateFactory.newLatLngZoom(viewModel.initialTarget(), 11f), 600)
                }
            },
            modifier = Modifier.align(Alignment.BottomEnd).padding(16.dp),
        ) {
            Icon(Icons.Filled.CenterFocusStrong, contentDescription = stringResource(R.string.recenter_map))
        }
        if (state.stops.isEmpty()) {
            Text(
                text = stringResource(R.string.no_stops_yet),
                style = MaterialTheme.typography.bodyLarge,
            )
        }
    }
}
