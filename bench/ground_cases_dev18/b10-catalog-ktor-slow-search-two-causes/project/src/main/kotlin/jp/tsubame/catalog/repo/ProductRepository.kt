package jp.tsubame.catalog.repo

import org.jetbrains.exposed.sql.ResultRow
import org.jetbrains.exposed.sql.SortOrder
import org.jetbrains.exposed.sql.SqlExpressionBuilder.eq
import org.jetbrains.exposed.sql.SqlExpressionBuilder.like
import org.jetbrains.exposed.sql.and
import org.jetbrains.exposed.sql.lowerCase
import org.jetbrains.exposed.sql.selectAll

data class ProductRow(val id: Long, val name: String, val price: Int, val category: String)

class ProductRepository {
    fun search(q: String, category: String?, limit: Int): List<ProductRow> {
        val pattern = "%${q.lowercase()}%"
        var where = (Products.name.lowerCase() like pattern) and (Products.active eq true)
        if (category != null) {
            where = where and (Products.category eq category)
        }
        return Products.selectAll()
            .where { where }
            .orderBy(Products.popularity to SortOrder.DESC)
            .limit(limit)
            .map(::toRow)
    }

    fun findById(id: Long): ProductRow? =
        Products.selectAll().where { Products.id eq id }.singleOrNull()?.let(::toRow)

    private fun toRow(r: ResultRow) = ProductRow(
        id = r[Products.id],
        name = r[Products.name],
        price = r[Products.price],
        category = r[Products.category],
    )
}
