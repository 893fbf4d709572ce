package com.xianguo.freshcart.cart

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

@Composable
fun CartScreen(vm: CartViewModel, onCheckout: () -> Unit) {
    val state by vm.state.collectAsState()
    Column(Modifier.padding(16.dp)) {
        state.lines.forEach { line ->
            Row(Modifier.fillMaxWidth().padding(vertical = 8.dp)) {
                Text(line.name, Modifier.weight(1f))
                Text(vm.lineText(line))
            }
        }
        Text(vm.totalText(), Modifier.padding(top = 16.dp))
        Button(onClick = onCheckout, enabled = state.lines.isNotEmpty()) {
            Text("去结算")
        }
    }
}
