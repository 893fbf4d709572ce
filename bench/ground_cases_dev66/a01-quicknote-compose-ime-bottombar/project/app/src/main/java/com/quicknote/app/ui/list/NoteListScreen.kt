package com.quicknote.app.ui.list

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.navigationBarsPadding
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.ExtendedFloatingActionButton
import androidx.compose.material3.ListItem
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewmodel.compose.viewModel

@Composable
fun NoteListScreen(onOpen: (String) -> Unit, onNew: () -> Unit, vm: NoteListViewModel = viewModel(factory = NoteListViewModel.Factory)) {
    val notes by vm.notes.collectAsStateWithLifecycle()
    var query by rememberSaveable { mutableStateOf("") }

    Scaffold(
        floatingActionButton = { ExtendedFloatingActionButton(onClick = onNew) { Text("New note") } },
        bottomBar = {
            Row(
                modifier = Modifier
                    .fillMaxWidth()
                    .navigationBarsPadding()
                    .padding(horizontal = 16.dp, vertical = 8.dp),
                horizontalArrangement = Arrangement.Start,
            ) {
                OutlinedTextField(value = query, onValueChange = { query = it }, placeholder = { Text("Search") },
                    singleLine = true, modifier = Modifier.fillMaxWidth())
            }
        },
    ) { padding ->
        LazyColumn(contentPadding = padding) {
            items(notes.filter { query.isBlank() || it.title.contains(query, ignoreCase = true) }, key = { it.id }) { note ->
                ListItem(
                    headlineContent = { Text(note.title.ifBlank { "Untitled" }) },
                    supportingContent = { Text(note.body.take(80)) },
                    modifier = Modifier.clickable { onOpen(note.id) },
                )
            }
        }
    }
}
