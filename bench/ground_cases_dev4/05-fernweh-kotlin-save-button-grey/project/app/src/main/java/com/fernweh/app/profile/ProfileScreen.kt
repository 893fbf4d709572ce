package com.fernweh.app.profile

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Button
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.lifecycle.viewmodel.compose.viewModel

@Composable
fun ProfileScreen(viewModel: ProfileViewModel = viewModel()) {
    val state by viewModel.state.collectAsState()
    Column {
        OutlinedTextField(value = state.name, onValueChange = viewModel::onNameChanged, label = { Text("Name") })
        OutlinedTextField(value = state.email, onValueChange = viewModel::onEmailChanged, label = { Text("Email") })
        Button(onClick = viewModel::onSave, enabled = state.saveEnabled && !state.saving) {
            Text("Save")
        }
    }
}
