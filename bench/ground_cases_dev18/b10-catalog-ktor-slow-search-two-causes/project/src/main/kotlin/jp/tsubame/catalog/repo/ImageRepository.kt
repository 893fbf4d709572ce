package jp.tsubame.catalog.repo

import org.jetbrains.exposed.sql.SortOrder
import org.jetbrains.exposed.sql.SqlExpressionBuilder.eq
import org.jetbrains.exposed.sql.and
import org.jetbrains.exposed.sql.selectAll

data class ImageRow(val productId: Long, val url: String, val position: Int)

class ImageRepository {
    fun findMainImage(productId: Long): ImageRow? =
        ProductImages.selectAll()
            .where { (ProductImages.productId eq productId) and (ProductImages.position eq 0) }
            .orderBy(ProductImages.id to SortOrder.ASC)
            .limit(1)
            .map { ImageRow(it[ProductImages.productId], it[ProductImages.url], it[ProductImages.position]) }
            .firstOrNull()

    fun findAll(productId: Long): List<ImageRow> =
        ProductImages.selectAll()
            .where { ProductImages.productId eq productId }
            .orderBy(ProductImages.position to SortOrder.ASC)
            .map { ImageRow(it[ProductImages.productId], it[ProductImages.url], it[ProductImages.position]) }
}
