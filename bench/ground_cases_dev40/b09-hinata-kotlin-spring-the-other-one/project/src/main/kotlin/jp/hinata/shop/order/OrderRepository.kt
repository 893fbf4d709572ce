package jp.hinata.shop.order

import org.springframework.data.jpa.repository.EntityGraph
import org.springframework.data.jpa.repository.JpaRepository
import org.springframework.data.jpa.repository.Query
import java.time.Instant
import java.util.Optional

interface OrderRepository : JpaRepository<Order, Long> {

    @EntityGraph(attributePaths = ["items"])
    override fun findById(id: Long): Optional<Order>

    fun findByNumber(number: String): Order?

    @Query("select o from Order o where o.customerId = :customerId order by o.orderedAt desc")
    fun findRecentByCustomer(customerId: Long): List<Order>

    @Query("select count(o) from Order o where o.status = 'PENDING' and o.orderedAt < :before")
    fun countStalePending(before: Instant): Long
}
