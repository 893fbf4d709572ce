package jp.tsumiki.shop.ui

import androidx.compose.foundation.lazy.grid.GridCells
import androidx.compose.foundation.lazy.grid.LazyVerticalGrid
import androidx.compose.foundation.lazy.grid.items
import androidx.compose.foundation.lazy.grid.rememberLazyGridState
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.derivedStateOf
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import jp.tsumiki.shop.data.ProductRepository

@Composable
fun ProductListScreen(repo: ProductRepository, category: String?, onOpen: (String) -> Unit) {
    val items by repo.items.collectAsState()
    val grid = rememberLazyGridState()
    val nearEnd by remember {
        derivedStateOf {
            val last = grid.layoutInfo.visibleItemsInfo.lastOrNull()?.index ?: 0
            last >= grid.layoutInfo.totalItemsCount - 6
        }
    }

    LaunchedEffect(category) { repo.refresh(category) }
    LaunchedEffect(nearEnd) { if (nearEnd && items.isNotEmpty()) repo.loadMore() }

    LazyVerticalGrid(columns = GridCells.Fixed(2), state = grid) {
        items(items, key = { it.id }) { product ->
            ProductCard(product, onClick = onOpen)
        }
    }
}
