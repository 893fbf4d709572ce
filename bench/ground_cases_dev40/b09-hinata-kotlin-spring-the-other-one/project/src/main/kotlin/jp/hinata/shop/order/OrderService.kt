package jp.hinata.shop.order

import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional

class OrderNotFoundException(id: Long) : RuntimeException("order $id not found")

class OrderStateException(message: String) : RuntimeException(message)

@Service
class OrderService(
    private val orderRepository: OrderRepository,
    private val mapper: OrderMapper,
) {
    @Transactional(readOnly = true)
    fun getOrder(id: Long): OrderDto {
        val order = orderRepository.findById(id).orElseThrow { OrderNotFoundException(id) }
        return mapper.toDto(order)
    }

    @Transactional
    fun cancel(id: Long, reason: String): OrderDto {
        val order = orderRepository.findById(id).orElseThrow { OrderNotFoundException(id) }
        if (order.status == OrderStatus.SHIPPED) {
            throw OrderStateException("order ${order.number} is already shipped")
        }
        order.status = OrderStatus.CANCELLED
        return mapper.toDto(order)
    }

    @Transactional(readOnly = true)
    fun recentForCustomer(customerId: Long): List<OrderDto> =
        orderRepository.findRecentByCustomer(customerId).map(mapper::toDto)
}
