package com.lihao.quicknote.ui.edit

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.viewmodel.compose.viewModel
import com.lihao.quicknote.di.AppViewModelFactory

@Composable
fun EditNoteScreen(
    noteId: String,
    onDone: () -> Unit,
    vm: EditNoteViewModel = viewModel(factory = AppViewModelFactory),
) {
    Column(Modifier.fillMaxSize().padding(16.dp)) {
        OutlinedTextField(
            value = vm.title,
            onValueChange = vm::onTitleChange,
            label = { Text("标题") },
            modifier = Modifier.fillMaxWidth(),
        )
        OutlinedTextField(
            value = vm.body,
            onValueChange = vm::onBodyChange,
            modifier = Modifier.fillMaxWidth().weight(1f).padding(top = 8.dp),
        )
        Button(onClick = { vm.save(onDone) }, modifier = Modifier.padding(top = 8.dp)) {
            Text("保存")
        }
    }
}
