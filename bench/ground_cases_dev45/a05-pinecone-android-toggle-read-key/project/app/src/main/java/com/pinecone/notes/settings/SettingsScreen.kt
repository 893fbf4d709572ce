package com.pinecone.notes.settings

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.ListItem
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import androidx.hilt.navigation.compose.hiltViewModel
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import com.pinecone.notes.R

@Composable
fun SettingsScreen(viewModel: SettingsViewModel = hiltViewModel()) {
    val state by viewModel.state.collectAsStateWithLifecycle()
    Column(Modifier.fillMaxWidth().padding(vertical = 8.dp)) {
        ListItem(
            headlineContent = { Text(stringResource(R.string.settings_notifications)) },
            supportingContent = { Text(stringResource(R.string.settings_notifications_hint)) },
            trailingContent = {
                Switch(
                    checked = state.notificationsEnabled,
                    onCheckedChange = viewModel::setNotifications,
                )
            },
        )
        ListItem(
            headlineContent = { Text(stringResource(R.string.settings_sync_wifi)) },
            trailingContent = {
                Switch(checked = state.syncOnWifiOnly, onCheckedChange = viewModel::setSyncOnWifiOnly)
            },
        )
        ThemePicker(selected = state.theme, onSelect = viewModel::setTheme)
    }
}
