package jp.example.podqueue.ui.settings

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Slider
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewmodel.compose.viewModel
import jp.example.podqueue.R

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun SettingsScreen(viewModel: SettingsViewModel = viewModel()) {
    val settings by viewModel.settings.collectAsStateWithLifecycle()
    Scaffold(topBar = { TopAppBar(title = { Text(stringResource(R.string.settings)) }) }) { padding ->
        Column(Modifier.padding(padding).padding(horizontal = 16.dp)) {
            SwitchRow(
                label = stringResource(R.string.auto_download),
                checked = settings.autoDownload,
                onCheckedChange = viewModel::setAutoDownload,
            )
            SwitchRow(
                label = stringResource(R.string.sync_wifi_only),
                checked = settings.wifiOnly,
                onCheckedChange = viewModel::setWifiOnly,
            )
            Text(stringResource(R.string.skip_forward_seconds, settings.skipForwardSeconds))
            Slider(
                value = settings.skipForwardSeconds.toFloat(),
                onValueChange = { viewModel.setSkipForward(it.toInt()) },
                valueRange = 5f..120f,
                steps = 22,
            )
        }
    }
}

@Composable
private fun SwitchRow(label: String, checked: Boolean, onCheckedChange: (Boolean) -> Unit) {
    Row(Modifier.fillMaxWidth().padding(vertical = 8.dp), verticalAlignment = Alignment.CenterVertically) {
        Text(label, modifier = Modifier.weight(1f).padding(end = 12.dp))
        Switch(checked = checked, onCheckedChange = onCheckedChange)
    }
}
