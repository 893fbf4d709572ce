package jp.pocketshop.cart

import java.text.NumberFormat
import java.util.Locale

/** カートの1行。価格は税込の円（整数）で持つ。 */
data class CartItem(
    val productId: Long,
    val name: String,
    val unitPrice: Long,
    val quantity: Int,
) {
    val subtotal: Long
        get() = unitPrice * quantity

    fun subtotalLabel(): String = formatYen(subtotal)
}

private val yenFormat: NumberFormat = NumberFormat.getIntegerInstance(Locale.JAPAN)

fun formatYen(amount: Long): String = "¥" + yenFormat.format(amount)

fun parseYen(label: String): Long? =
    label.removePrefix("¥").replace(",", "").trim().toLongOrNull()

fun sampleCart(): List<CartItem> = listOf(
    CartItem(productId = 101, name = "ドリップコーヒー 10袋", unitPrice = 980, quantity = 1),
    CartItem(productId = 205, name = "マグカップ 白", unitPrice = 1650, quantity = 2),
    CartItem(productId = 311, name = "ペーパーフィルター", unitPrice = 330, quantity = 3),
)

fun List<CartItem>.itemCount(): Int = sumOf { it.quantity }
