package com.freshmart.app.data

import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

interface OrderApi {
    @GET("v2/orders")
    suspend fun listOrders(
        @Query("page") page: Int = 1,
        @Query("page_size") pageSize: Int = 20,
    ): OrderPage

    @GET("v2/orders/{id}")
    suspend fun getOrder(@Path("id") id: String): Order

    @POST("v2/orders/{id}/cancel")
    suspend fun cancelOrder(@Path("id") id: String): Order

    @POST("v2/orders/{id}/confirm-receipt")
    suspend fun confirmReceipt(@Path("id") id: String): Order
}

@kotlinx.serialization.Serializable
data class OrderPage(
    val items: List<Order>,
    val page: Int,
    @kotlinx.serialization.SerialName("has_more") val hasMore: Boolean,
)

/** The backend caps page_size at 50; the orders screen never shows more than 3 pages. */
const val MAX_ORDER_PAGES = 3
