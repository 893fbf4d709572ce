package jp.tsubame.catalog.repo

import org.jetbrains.exposed.sql.Table

object Products : Table("products") {
    val id = long("id").autoIncrement()
    val name = varchar("name", 255)
    val price = integer("price")
    val category = varchar("category", 64)
    val popularity = integer("popularity").default(0)
    val active = bool("active").default(true)

    override val primaryKey = PrimaryKey(id)
}

object ProductImages : Table("product_images") {
    val id = long("id").autoIncrement()
    val productId = long("product_id").references(Products.id)
    val url = varchar("url", 512)
    val position = integer("position").default(0)

    override val primaryKey = PrimaryKey(id)
}
