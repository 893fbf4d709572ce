package com.acme.shop

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.lazy.grid.GridCells
import androidx.compose.foundation.lazy.grid.LazyVerticalGrid
import androidx.compose.foundation.lazy.grid.items
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.unit.dp
import com.acme.shop.data.ProductDto
import com.acme.shop.ui.ProductCard

class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        val api = (application as ShopApp).network.api
        setContent {
            MaterialTheme {
                var products by remember { mutableStateOf<List<ProductDto>>(emptyList()) }
                LaunchedEffect(Unit) { products = api.products().items }
                Scaffold { inner ->
                    LazyVerticalGrid(
                        columns = GridCells.Fixed(2),
                        contentPadding = PaddingValues(
                            start = 12.dp,
                            top = inner.calculateTopPadding() + 12.dp,
                            end = 12.dp,
                            bottom = inner.calculateBottomPadding() + 12.dp,
                        ),
                    ) {
                        items(products, key = { it.id }) { ProductCard(it) }
                    }
                }
            }
        }
    }
}
