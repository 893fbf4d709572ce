package jp.tsumiki.shop.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.layout.ContentScale
import androidx.compose.ui.unit.dp
import coil3.compose.AsyncImage
import jp.tsumiki.shop.data.ProductDto
import jp.tsumiki.shop.ui.theme.SaleRed
import jp.tsumiki.shop.ui.theme.priceColor

@Composable
fun ProductCard(product: ProductDto, onClick: (String) -> Unit) {
    Column(
        modifier = Modifier
            .clickable { onClick(product.id) }
            .padding(8.dp),
    ) {
        AsyncImage(
            model = product.imageUrl,
            contentDescription = product.name,
            contentScale = ContentScale.Crop,
            modifier = Modifier
                .fillMaxWidth()
                .aspectRatio(1f)
                .background(Color.LightGray),
        )
        Text(product.name, style = MaterialTheme.typography.bodyMedium)
        val price = product.salePrice ?: product.price
        Text(
            "¥%,d".format(price),
            color = if (product.salePrice != null) SaleRed else priceColor(isSystemInDarkTheme()),
            style = MaterialTheme.typography.titleSmall,
        )
    }
}
