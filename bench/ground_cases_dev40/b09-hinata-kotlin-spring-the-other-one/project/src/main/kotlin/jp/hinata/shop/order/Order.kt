package jp.hinata.shop.order

import jakarta.persistence.*
import java.math.BigDecimal
import java.time.Instant

enum class OrderStatus { PENDING, PAID, SHIPPED, CANCELLED }

@Entity
@Table(name = "orders")
class Order(
    @Column(nullable = false, unique = true)
    val number: String,

    @Column(name = "customer_id", nullable = false)
    val customerId: Long,

    @Enumerated(EnumType.STRING)
    var status: OrderStatus = OrderStatus.PENDING,

    @Column(name = "ordered_at", nullable = false)
    val orderedAt: Instant = Instant.now(),

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "coupon_id")
    var coupon: Coupon? = null,

    @OneToMany(mappedBy = "order", cascade = [CascadeType.ALL], orphanRemoval = true, fetch = FetchType.LAZY)
    val items: MutableList<OrderItem> = mutableListOf(),

    @Id @GeneratedValue(strategy = GenerationType.IDENTITY)
    val id: Long? = null,
)

@Entity
@Table(name = "order_items")
class OrderItem(
    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "order_id")
    val order: Order,

    @Column(name = "product_id", nullable = false)
    val productId: Long,

    @Column(name = "unit_price", nullable = false)
    val unitPrice: BigDecimal,

    val quantity: Int,

    @Id @GeneratedValue(strategy = GenerationType.IDENTITY)
    val id: Long? = null,
)

@Entity
@Table(name = "coupons")
class Coupon(
    val code: String,
    @Column(name = "discount_rate")
    val discountRate: BigDecimal,
    @Id val id: Long? = null,
)
