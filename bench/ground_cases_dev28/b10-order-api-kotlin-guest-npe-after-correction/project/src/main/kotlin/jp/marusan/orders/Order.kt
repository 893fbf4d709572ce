package jp.marusan.orders

import jakarta.persistence.*
import java.time.OffsetDateTime

@Entity
@Table(name = "customers")
class Customer(
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY)
    val id: Long = 0,
    var name: String,
    var email: String,
)

@Entity
@Table(name = "orders")
class Order(
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY)
    val id: Long = 0,
    val orderNo: String,
    /** null for guest checkout (since 1.12) */
    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "customer_id")
    var customer: Customer? = null,
    /** set for guest checkout only */
    var guestEmail: String? = null,
    var status: String = "NEW",
    var totalAmount: Long = 0,
    val createdAt: OffsetDateTime = OffsetDateTime.now(),
)
