package com.zm.shopcart.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Button
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.ListItem
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.pulltorefresh.PullToRefreshBox
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.zm.shopcart.data.CartItem
import com.zm.shopcart.util.Money

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun CartScreen(vm: CartViewModel) {
    val state by vm.cart.collectAsState()
    val loading by vm.loading.collectAsState()
    Column(Modifier.fillMaxSize()) {
        PullToRefreshBox(
            isRefreshing = loading,
            onRefresh = vm::reload,
            modifier = Modifier.weight(1f).fillMaxWidth(),
        ) {
            LazyColumn(Modifier.fillMaxSize()) {
                items(state.items, key = { it.sku }) { item ->
                    CartRow(item, onQuantity = { q -> vm.setQuantity(item.sku, q) })
                }
            }
        }
        Row(
            Modifier.fillMaxWidth().padding(16.dp),
            horizontalArrangement = Arrangement.spacedBy(12.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text("合计：¥${state.totalPrice}", style = MaterialTheme.typography.titleMedium)
            Spacer(Modifier.weight(1f))
            Button(onClick = vm::checkout, enabled = state.items.isNotEmpty()) { Text("去结算") }
        }
    }
}

@Composable
private fun CartRow(item: CartItem, onQuantity: (Int) -> Unit) {
    ListItem(
        headlineContent = { Text(item.title) },
        supportingContent = { Text(Money.format(item.unitPrice)) },
        trailingContent = {
            Row(verticalAlignment = Alignment.CenterVertically) {
                TextButton(onClick = { onQuantity(item.quantity - 1) }) { Text("-") }
                Text("${item.quantity}", Modifier.padding(horizontal = 8.dp))
                TextButton(onClick = { onQuantity(item.quantity + 1) }) { Text("+") }
            }
        },
    )
}
