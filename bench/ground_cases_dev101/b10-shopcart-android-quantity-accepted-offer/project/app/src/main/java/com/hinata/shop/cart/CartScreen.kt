package com.hinata.shop.cart

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Button
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.key
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import com.hinata.shop.R
import com.hinata.shop.util.yen

@Composable
fun CartScreen(viewModel: CartViewModel, onCheckout: () -> Unit) {
    val state by viewModel.state.collectAsStateWithLifecycle()

    Column(Modifier.fillMaxSize().padding(16.dp)) {
        Text(stringResource(R.string.cart_title), style = MaterialTheme.typography.headlineSmall)
        if (state.items.isEmpty() && !state.loading) {
            Text(stringResource(R.string.cart_empty), Modifier.padding(top = 24.dp))
            return@Column
        }
        LazyColumn(Modifier.weight(1f)) {
            items(state.items, key = { it.id }) { item ->
                // FIXME 数量が反映されないので試しに quantity も key に入れてみた
                key(item.id, item.quantity) {
                    CartRow(
                        item = item,
                        onPlus = { viewModel.increment(item.id) },
                        onMinus = { viewModel.decrement(item.id) },
                    )
                }
                HorizontalDivider()
            }
        }
        Row(Modifier.fillMaxWidth().padding(top = 8.dp), verticalAlignment = Alignment.CenterVertically) {
            OutlinedTextField(
                value = state.couponCode,
                onValueChange = viewModel::onCouponChange,
                label = { Text(stringResource(R.string.coupon_label)) },
                isError = state.couponError != null,
                supportingText = { state.couponError?.let { Text(it) } },
                singleLine = true,
                modifier = Modifier.weight(1f),
            )
            TextButton(onClick = viewModel::applyCoupon) { Text(stringResource(R.string.coupon_apply)) }
        }
        if (state.amountToFreeShipping > 0) {
            Text(
                stringResource(R.string.cart_free_shipping_remaining, yen(state.amountToFreeShipping)),
                color = MaterialTheme.colorScheme.primary,
                modifier = Modifier.padding(vertical = 8.dp),
            )
        }
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
            Text(stringResource(R.string.cart_shipping))
            Text(yen(state.shippingFee))
        }
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
            Text(stringResource(R.string.cart_total), style = MaterialTheme.typography.titleMedium)
            Text(yen(state.total), style = MaterialTheme.typography.titleMedium)
        }
        Button(onClick = onCheckout, modifier = Modifier.fillMaxWidth().padding(top = 12.dp)) {
            Text(stringResource(R.string.cart_checkout))
        }
    }
}

@Composable
private fun CartRow(item: CartItem, onPlus: () -> Unit, onMinus: () -> Unit) {
    Row(Modifier.fillMaxWidth().padding(vertical = 8.dp), verticalAlignment = Alignment.CenterVertically) {
        Column(Modifier.weight(1f)) {
            Text(item.name)
            Text(yen(item.subtotal), style = MaterialTheme.typography.bodySmall)
        }
        IconButton(onClick = onMinus) { Text("−") }
        Text("${item.quantity}")
        IconButton(onClick = onPlus) { Text("+") }
    }
}
