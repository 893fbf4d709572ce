package jp.ne.hoshi.nikki.ui

import androidx.compose.foundation.clickable
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Add
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FloatingActionButton
import androidx.compose.material3.Icon
import androidx.compose.material3.ListItem
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewmodel.compose.viewModel
import java.time.format.DateTimeFormatter

private val dateFormat = DateTimeFormatter.ofPattern("M月d日(E)")
private val moods = listOf("", "😞", "🙁", "😐", "🙂", "😄")

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun EntryListScreen(onOpen: (Long) -> Unit, onNew: () -> Unit, vm: EntryViewModel = viewModel()) {
    val entries by vm.entries.collectAsStateWithLifecycle()
    Scaffold(
        topBar = { TopAppBar(title = { Text("にっき") }) },
        floatingActionButton = {
            FloatingActionButton(onClick = onNew) { Icon(Icons.Default.Add, contentDescription = "新しく書く") }
        },
    ) { padding ->
        LazyColumn(contentPadding = padding) {
            items(entries, key = { it.id }) { entry ->
                ListItem(
                    headlineContent = { Text(entry.title.ifBlank { "(無題)" }) },
                    supportingContent = { Text(entry.date.format(dateFormat)) },
                    trailingContent = { Text(moods[entry.mood]) },
                    modifier = Modifier.clickable { onOpen(entry.id) },
                )
            }
        }
    }
}
