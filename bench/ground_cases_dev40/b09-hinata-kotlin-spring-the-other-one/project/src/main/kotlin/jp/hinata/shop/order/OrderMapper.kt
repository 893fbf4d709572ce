package jp.hinata.shop.order

import jp.hinata.shop.catalog.ProductRepository
import org.springframework.stereotype.Component
import java.math.BigDecimal
import java.time.Instant

@Component
class OrderMapper(
    private val productRepository: ProductRepository,
) {
    fun toDto(order: Order): OrderDto {
        val lines = order.items.map { item ->
            val product = productRepository.findById(item.productId).orElse(null)
            OrderLineDto(
                productId = item.productId,
                name = product?.name ?: "(削除された商品)",
                thumbnailUrl = product?.thumbnailUrl,
                unitPrice = item.unitPrice,
                quantity = item.quantity,
                subtotal = item.unitPrice * item.quantity.toBigDecimal(),
            )
        }
        return OrderDto(
            id = requireNotNull(order.id),
            number = order.number,
            status = order.status.name,
            orderedAt = order.orderedAt,
            coupon = order.coupon?.let { CouponDto(it.code, it.discountRate) },
            lines = lines,
            total = lines.fold(BigDecimal.ZERO) { acc, line -> acc + line.subtotal },
        )
    }
}

data class OrderDto(
    val id: Long,
    val number: String,
    val status: String,
    val orderedAt: Instant,
    val coupon: CouponDto?,
    val lines: List<OrderLineDto>,
    val total: BigDecimal,
)

data class OrderLineDto(
    val productId: Long,
    val name: String,
    val thumbnailUrl: String?,
    val unitPrice: BigDecimal,
    val quantity: Int,
    val subtotal: BigDecimal,
)

data class CouponDto(val code: String, val discountRate: BigDecimal)
