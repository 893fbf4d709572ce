package jp.mizuiro.habit.ui.settings

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.ListItem
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TimePicker
import androidx.compose.material3.rememberTimePickerState
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.hilt.navigation.compose.hiltViewModel

@Composable
fun SettingsScreen(viewModel: SettingsViewModel = hiltViewModel()) {
    val state by viewModel.uiState.collectAsState()
    var showPicker by remember { mutableStateOf(false) }
    var pickedMinutes by remember { mutableStateOf(state.reminderMinutes) }

    Column(Modifier.padding(16.dp)) {
        ListItem(
            headlineContent = { Text("リマインダー") },
            trailingContent = {
                Switch(checked = state.reminderEnabled, onCheckedChange = viewModel::setReminderEnabled)
            },
        )
        ListItem(
            headlineContent = { Text("通知時刻") },
            supportingContent = { Text(formatTime(pickedMinutes)) },
            modifier = Modifier.padding(start = 8.dp),
        )
        TextButton(onClick = { showPicker = true }) { Text("時刻を変更") }
    }

    if (showPicker) {
        val pickerState = rememberTimePickerState(pickedMinutes / 60, pickedMinutes % 60, is24Hour = true)
        AlertDialog(
            onDismissRequest = { showPicker = false },
            confirmButton = {
                TextButton(onClick = {
                    pickedMinutes = pickerState.hour * 60 + pickerState.minute
                    viewModel.setReminderMinutes(pickedMinutes)
                    showPicker = false
                }) { Text("OK") }
            },
            text = { TimePicker(state = pickerState) },
        )
    }
}
