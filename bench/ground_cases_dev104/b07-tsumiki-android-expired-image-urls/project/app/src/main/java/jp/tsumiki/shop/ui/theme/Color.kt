package jp.tsumiki.shop.ui.theme

import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.graphics.Color

val Brand = Color(0xFF2F6B4F)
val BrandLight = Color(0xFF7FB89A)
val Ink = Color(0xFF1B1B1B)
val Paper = Color(0xFFFAF8F3)
val PriceLight = Color(0xFF1B1B1B)
val PriceDark = Color(0xFFE6E4DF)
val SaleRed = Color(0xFFC62828)

val LightColors = lightColorScheme(
    primary = Brand,
    onPrimary = Color.White,
    background = Paper,
    onBackground = Ink,
)

val DarkColors = darkColorScheme(
    primary = BrandLight,
    onPrimary = Ink,
    background = Color(0xFF121412),
    onBackground = Color(0xFFE6E4DF),
)

@Composable
@ReadOnlyComposable
fun priceColor(dark: Boolean): Color = if (dark) PriceDark else PriceLight
