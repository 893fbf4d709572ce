package com.example.notes

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Checkbox
import androidx.compose.material3.ListItem
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

@Composable
fun NotesScreen(vm: NotesViewModel, onOpen: (Note) -> Unit) {
    val state by vm.state.collectAsState()
    Column(Modifier.fillMaxSize()) {
        OutlinedTextField(
            value = state.query,
            onValueChange = vm::onQueryChange,
            label = { Text("搜索笔记") },
            modifier = Modifier.fillMaxWidth().padding(12.dp),
        )
        if (state.notes.isEmpty() && !state.loading) {
            val hint = if (state.query.isBlank()) "还没有笔记，点右下角新建一条" else "没有找到「${state.query.trim()}」相关的笔记"
            Text(hint, modifier = Modifier.padding(24.dp))
            return@Column
        }
        LazyColumn(Modifier.fillMaxSize()) {
            items(state.notes, key = { it.id }) { note ->
                ListItem(
                    headlineContent = { Text(note.title) },
                    supportingContent = { Text(note.preview) },
                    leadingContent = {
                        Checkbox(checked = note.done, onCheckedChange = { vm.toggleDone(note) })
                    },
                    modifier = Modifier.clickable { onOpen(note) },
                )
            }
        }
    }
}
