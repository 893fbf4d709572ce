package jp.example.tsumiki.cart

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.hilt.navigation.compose.hiltViewModel

@Composable
fun CartScreen(viewModel: CartViewModel = hiltViewModel()) {
    val state by viewModel.state.collectAsState()
    Column(Modifier.padding(16.dp)) {
        if (state.isEmpty) {
            Text("カートは空です")
            return@Column
        }
        LazyColumn(Modifier.weight(1f, fill = false)) {
            items(state.items, key = { it.productId }) { item ->
                CartRow(item, onPlus = { viewModel.increment(item.productId) }, onMinus = { viewModel.decrement(item.productId) })
            }
        }
        Text("小計 ¥%,d（税込）".format(state.subtotalWithTax), Modifier.padding(top = 12.dp))
        Button(onClick = viewModel::clear, Modifier.padding(top = 8.dp)) { Text("すべて削除") }
    }
}

@Composable
private fun CartRow(item: CartItem, onPlus: () -> Unit, onMinus: () -> Unit) {
    Row(Modifier.fillMaxWidth().padding(vertical = 8.dp), horizontalArrangement = Arrangement.SpaceBetween) {
        Text(item.name, Modifier.weight(1f))
        Button(onClick = onMinus) { Text("−") }
        Text("${item.quantity}", Modifier.padding(horizontal = 12.dp))
        Button(onClick = onPlus) { Text("＋") }
        Text("¥%,d".format(item.lineTotal), Modifier.padding(start = 12.dp))
    }
}
