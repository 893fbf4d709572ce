package com.example.shop.ui

import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.ShoppingCart
import androidx.compose.material3.Badge
import androidx.compose.material3.BadgedBox
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import com.example.shop.cart.CartViewModel

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun ShopTopBar(cart: CartViewModel, onCartClick: () -> Unit) {
    val count by cart.badgeCount.collectAsState()
    TopAppBar(
        title = { Text("Shop") },
        actions = {
            IconButton(onClick = onCartClick) {
                BadgedBox(badge = { if (count > 0) Badge { Text(count.toString()) } }) {
                    Icon(Icons.Filled.ShoppingCart, contentDescription = "Cart, $count items")
                }
            }
        },
    )
}
