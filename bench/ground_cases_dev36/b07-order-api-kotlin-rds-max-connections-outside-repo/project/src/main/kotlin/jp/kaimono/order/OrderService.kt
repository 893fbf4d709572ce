package jp.kaimono.order

import jp.kaimono.order.domain.Order
import jp.kaimono.order.domain.OrderLine
import jp.kaimono.order.domain.OrderRepository
import jp.kaimono.order.domain.OrderStatus
import jp.kaimono.order.web.CreateOrderRequest
import org.springframework.data.repository.findByIdOrNull
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional

class OrderNotFoundException(id: Long) : RuntimeException("order $id not found")

@Service
class OrderService(
    private val orders: OrderRepository,
    private val stock: StockClient,
) {
    @Transactional(readOnly = true)
    fun find(id: Long): Order = orders.findByIdOrNull(id) ?: throw OrderNotFoundException(id)

    @Transactional(readOnly = true)
    fun listForCustomer(customerId: Long, limit: Int): List<Order> =
        orders.findTop100ByCustomerIdOrderByCreatedAtDesc(customerId).take(limit)

    fun create(req: CreateOrderRequest): Order {
        // 在庫 API は外部呼び出しなのでトランザクションの外で先に確保する
        val reservation = stock.reserve(req.lines.associate { it.sku to it.quantity })
        return save(req, reservation.id)
    }

    @Transactional
    fun save(req: CreateOrderRequest, reservationId: String): Order {
        val order = Order(customerId = req.customerId, status = OrderStatus.PLACED, stockReservationId = reservationId)
        req.lines.forEach { order.addLine(OrderLine(sku = it.sku, quantity = it.quantity, unitPrice = it.unitPrice)) }
        return orders.save(order)
    }

    @Transactional
    fun cancel(id: Long): Order {
        val order = find(id)
        order.cancel()
        stock.release(order.stockReservationId)
        return order
    }
}
