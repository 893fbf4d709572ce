package jp.marusan.orders

import org.springframework.http.HttpStatus
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import org.springframework.web.server.ResponseStatusException

@Service
@Transactional(readOnly = true)
class OrderService(
    private val repository: OrderRepository,
    private val mapper: OrderMapper,
) {
    fun recent(): List<OrderDto> = mapper.toDtos(repository.findTop50ByOrderByCreatedAtDesc())

    fun byStatus(status: String): List<OrderDto> = mapper.toDtos(repository.findByStatusOrderByCreatedAtDesc(status))

    fun get(id: Long): OrderDto =
        mapper.toDto(
            repository.findById(id).orElseThrow {
                ResponseStatusException(HttpStatus.NOT_FOUND, "order $id not found")
            },
        )

    fun csv(status: String): String =
        byStatus(status).joinToString("\n") { mapper.toCsvRow(it).joinToString(",") }
}
