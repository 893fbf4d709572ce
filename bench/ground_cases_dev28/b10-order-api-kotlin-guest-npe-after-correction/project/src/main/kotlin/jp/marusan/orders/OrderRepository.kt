package jp.marusan.orders

import org.springframework.data.jpa.repository.EntityGraph
import org.springframework.data.jpa.repository.JpaRepository

interface OrderRepository : JpaRepository<Order, Long> {

    @EntityGraph(attributePaths = ["customer"])
    fun findTop50ByOrderByCreatedAtDesc(): List<Order>

    @EntityGraph(attributePaths = ["customer"])
    fun findByStatusOrderByCreatedAtDesc(status: String): List<Order>
}
