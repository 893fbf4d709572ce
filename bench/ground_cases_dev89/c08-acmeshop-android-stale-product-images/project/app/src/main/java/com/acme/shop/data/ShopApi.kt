package com.acme.shop.data

import retrofit2.http.GET
import retrofit2.http.Path
import retrofit2.http.Query

data class ProductDto(
    val id: Long,
    val title: String,
    val priceCents: Long,
    val imageUrl: String,
    val stock: Int,
)

data class PageDto<T>(val items: List<T>, val next: String?)

interface ShopApi {
    @GET("v2/products")
    suspend fun products(@Query("cursor") cursor: String? = null): PageDto<ProductDto>

    @GET("v2/products/{id}")
    suspend fun product(@Path("id") id: Long): ProductDto
}
