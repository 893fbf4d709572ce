package jp.tabibito.search

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.ListItem
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp

@Composable
fun SearchScreen(viewModel: SearchViewModel) {
    val state by viewModel.uiState.collectAsState()
    Column(Modifier.fillMaxSize().padding(16.dp)) {
        OutlinedTextField(
            value = state.query,
            onValueChange = viewModel::onQueryChanged,
            label = { Text(stringResource(R.string.search_hint)) },
            singleLine = true,
        )
        when {
            state.loading -> CircularProgressIndicator()
            state.error != null -> Text(stringResource(R.string.search_error))
            state.query.isNotBlank() && state.results.isEmpty() -> Text(stringResource(R.string.search_empty))
        }
        LazyColumn {
            items(state.results, key = { it.id }) { spot ->
                ListItem(
                    headlineContent = { Text(spot.name) },
                    supportingContent = { Text("${spot.prefecture} ★${spot.rating}") },
                )
            }
        }
    }
}
