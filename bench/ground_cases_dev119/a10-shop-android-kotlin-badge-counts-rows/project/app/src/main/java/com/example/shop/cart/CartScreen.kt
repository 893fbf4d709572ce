package com.example.shop.cart

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.outlined.Delete
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import java.text.NumberFormat
import java.util.Currency
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

@Composable
fun CartScreen(vm: CartViewModel) {
    val items by vm.items.collectAsState()
    val total by vm.totalCents.collectAsState()
    val money = remember { NumberFormat.getCurrencyInstance().apply { currency = Currency.getInstance("EUR") } }

    Column(Modifier.padding(16.dp)) {
        LazyColumn(Modifier.weight(1f)) {
            items(items, key = { it.productId }) { item ->
                Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
                    Text(item.name, Modifier.weight(1f))
                    TextButton(onClick = { vm.setQuantity(item.productId, item.quantity - 1) }) { Text("−") }
                    Text(item.quantity.toString())
                    TextButton(onClick = { vm.setQuantity(item.productId, item.quantity + 1) }) { Text("+") }
                    Text(money.format(item.lineTotalCents / 100.0))
                    IconButton(onClick = { vm.remove(item.productId) }) {
                        Icon(Icons.Outlined.Delete, contentDescription = "Remove ${item.name}")
                    }
                }
            }
        }
        Text("Total: " + money.format(total / 100.0))
    }
}
