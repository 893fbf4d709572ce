package com.xiaoman.shop.checkout

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import com.xiaoman.shop.util.PriceFormatter

@Composable
fun CheckoutScreen(vm: CheckoutViewModel, onPlaced: (String) -> Unit) {
    val state by vm.state.collectAsStateWithLifecycle()

    LaunchedEffect(state.placedOrderId) {
        state.placedOrderId?.let(onPlaced)
    }

    Column(Modifier.padding(16.dp)) {
        Text(state.address?.let { "${it.name} ${it.phone}\n${it.detail}" } ?: "请选择收货地址")
        Spacer(Modifier.height(12.dp))
        state.items.forEach { line ->
            Text("${line.title} × ${line.qty}  ${PriceFormatter.format(line.priceCents * line.qty)}")
        }
        Spacer(Modifier.height(12.dp))
        state.discountText?.let { Text("优惠 $it") }
        Text("合计 ${PriceFormatter.format(state.totalCents)}", style = MaterialTheme.typography.titleMedium)
        state.error?.let { Text(it, color = MaterialTheme.colorScheme.error) }
        Button(
            onClick = vm::submit,
            enabled = state.address != null && state.items.isNotEmpty() && !state.isSubmitting,
            modifier = Modifier.fillMaxWidth(),
        ) {
            if (state.isSubmitting) CircularProgressIndicator() else Text("提交订单")
        }
    }
}
