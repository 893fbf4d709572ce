package jp.tsumiki.shop.data

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import retrofit2.http.GET
import retrofit2.http.Query

@Serializable
data class ProductDto(
    val id: String,
    val name: String,
    val price: Int,
    @SerialName("sale_price") val salePrice: Int? = null,
    /** Pre-signed image URL issued by api-server. */
    @SerialName("image_url") val imageUrl: String,
)

@Serializable
data class ProductPage(
    val items: List<ProductDto>,
    @SerialName("next_cursor") val nextCursor: String? = null,
)

interface ProductApi {
    @GET("v1/products")
    suspend fun list(
        @Query("category") category: String?,
        @Query("cursor") cursor: String? = null,
        @Query("limit") limit: Int = 40,
    ): ProductPage
}
