package jp.marusan.orders

import org.springframework.stereotype.Component
import java.time.format.DateTimeFormatter

@Component
class OrderMapper {

    fun toDto(order: Order): OrderDto =
        OrderDto(
            id = order.id,
            orderNo = order.orderNo,
            customerName = order.customer!!.name,
            status = order.status,
            totalAmount = order.totalAmount,
            createdAt = order.createdAt,
        )

    fun toDtos(orders: List<Order>): List<OrderDto> = orders.map(::toDto)

    fun toCsvRow(dto: OrderDto): List<String> =
        listOf(
            dto.orderNo,
            dto.customerName,
            STATUS_LABELS[dto.status] ?: dto.status,
            dto.totalAmount.toString(),
            dto.createdAt.format(CSV_DATE),
        )

    companion object {
        private val CSV_DATE: DateTimeFormatter = DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm")
        private val STATUS_LABELS = mapOf(
            "NEW" to "新規",
            "PAID" to "入金済み",
            "SHIPPED" to "発送済み",
            "CANCELLED" to "キャンセル",
        )
    }
}
