package jp.ne.hoshi.nikki.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Slider
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.viewmodel.compose.viewModel
import jp.ne.hoshi.nikki.data.Entry
import java.time.LocalDate

@Composable
fun EntryEditScreen(entryId: Long, onDone: () -> Unit, vm: EntryViewModel = viewModel()) {
    var loaded by remember { mutableStateOf<Entry?>(null) }
    var title by remember { mutableStateOf("") }
    var body by remember { mutableStateOf("") }
    var mood by remember { mutableStateOf(3f) }

    LaunchedEffect(entryId) {
        vm.load(entryId)?.let {
            loaded = it
            title = it.title
            body = it.body
            mood = it.mood.toFloat()
        }
    }

    Column(Modifier.padding(16.dp)) {
        OutlinedTextField(title, { title = it }, label = { Text("タイトル") }, modifier = Modifier.fillMaxWidth())
        OutlinedTextField(body, { body = it }, label = { Text("本文") }, minLines = 8, modifier = Modifier.fillMaxWidth())
        Text("きょうの気分")
        Slider(value = mood, onValueChange = { mood = it }, valueRange = 1f..5f, steps = 3)
        Button(onClick = {
            val base = loaded ?: Entry(date = LocalDate.now(), title = "", body = "")
            vm.save(base.copy(title = title, body = body, mood = mood.toInt()))
            onDone()
        }) { Text("保存") }
    }
}
