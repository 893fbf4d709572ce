package jp.hinata.shop.catalog

import jakarta.persistence.*
import org.springframework.data.jpa.repository.JpaRepository
import java.math.BigDecimal

@Entity
@Table(name = "products")
class Product(
    val name: String,
    @Column(name = "thumbnail_url")
    val thumbnailUrl: String?,
    val price: BigDecimal,
    @Id val id: Long? = null,
)

interface ProductRepository : JpaRepository<Product, Long>
