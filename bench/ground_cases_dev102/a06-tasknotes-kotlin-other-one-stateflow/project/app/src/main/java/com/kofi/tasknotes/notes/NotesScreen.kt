package com.kofi.tasknotes.notes

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Checkbox
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier

@Composable
fun NotesScreen(vm: NotesViewModel) {
    val state by vm.state.collectAsState()
    Row {
        Text("Show done")
        Switch(checked = state.showDone, onCheckedChange = vm::setShowDone)
    }
    LazyColumn {
        items(vm.visible(state), key = { it.id }) { note ->
            Row(Modifier.clickable { vm.toggleDone(note.id) }) {
                Checkbox(checked = note.done, onCheckedChange = { vm.toggleDone(note.id) })
                Text(note.title)
            }
        }
    }
}
