package jp.tsubame.catalog.service

import jp.tsubame.catalog.repo.ImageRepository
import jp.tsubame.catalog.repo.ProductRepository
import jp.tsubame.catalog.repo.ProductRow
import kotlinx.serialization.Serializable
import org.jetbrains.exposed.sql.transactions.transaction

@Serializable
data class ProductHit(
    val id: Long,
    val name: String,
    val price: Int,
    val category: String,
    val imageUrl: String?,
)

class SearchService(
    private val products: ProductRepository,
    private val images: ImageRepository,
) {
    fun search(q: String, category: String?, limit: Int): List<ProductHit> = transaction {
        products.search(q, category, limit).map { row -> toHit(row) }
    }

    fun suggest(q: String): List<String> = transaction {
        products.search(q, null, 10).map { it.name }
    }

    private fun toHit(row: ProductRow): ProductHit {
        val image = images.findMainImage(row.id)
        return ProductHit(
            id = row.id,
            name = row.name,
            price = row.price,
            category = row.category,
            imageUrl = image?.url,
        )
    }
}
