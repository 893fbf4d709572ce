package jp.kobako.shop.data

data class Product(
    val id: Long,
    val name: String,
    val price: Int,
    val thumbnailUrl: String,
    val updatedAt: Long,
)
