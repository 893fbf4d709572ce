package com.meiapps.grocery.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.material3.Button
import androidx.compose.material3.Checkbox
import androidx.compose.material3.ListItem
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.SwipeToDismissBox
import androidx.compose.material3.SwipeToDismissBoxValue
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.rememberSwipeToDismissBoxState
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import com.meiapps.grocery.data.Item
import com.meiapps.grocery.util.ItemFormatter

@Composable
fun ListScreen(viewModel: ListViewModel, formatter: ItemFormatter = ItemFormatter()) {
    val state by viewModel.state.collectAsStateWithLifecycle()
    Column(Modifier.fillMaxSize().padding(16.dp)) {
        Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
            Text("${state.itemCount} items · ${state.totalLabel}", Modifier.weight(1f))
            TextButton(onClick = viewModel::clearChecked) { Text("Clear checked") }
        }
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalAlignment = Alignment.CenterVertically) {
            OutlinedTextField(state.nameInput, viewModel::onNameChange, Modifier.weight(1f), label = { Text("Item") })
            OutlinedTextField(
                state.quantityInput,
                viewModel::onQuantityChange,
                Modifier.weight(0.35f),
                label = { Text("Qty") },
                keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Decimal),
            )
            Button(onClick = viewModel::addItem) { Text("Add") }
        }
        LazyColumn(Modifier.fillMaxSize()) {
            items(state.items, key = { it.id }) { item ->
                val dismissState = rememberSwipeToDismissBoxState(
                    confirmValueChange = { value ->
                        if (value == SwipeToDismissBoxValue.EndToStart) viewModel.delete(item)
                        value == SwipeToDismissBoxValue.EndToStart
                    },
                )
                SwipeToDismissBox(dismissState, backgroundContent = {}, enableDismissFromStartToEnd = false) {
                    ItemRow(item, formatter, onToggle = { viewModel.toggle(item) })
                }
            }
        }
    }
}

@Composable
private fun ItemRow(item: Item, formatter: ItemFormatter, onToggle: () -> Unit) {
    ListItem(
        headlineContent = { Text(item.name) },
        supportingContent = { Text(formatter.label(item)) },
        leadingContent = { Checkbox(checked = item.checked, onCheckedChange = { onToggle() }) },
    )
}
