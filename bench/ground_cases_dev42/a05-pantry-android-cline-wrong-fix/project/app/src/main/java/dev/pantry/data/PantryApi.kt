package dev.pantry.data

import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.PUT
import retrofit2.http.Path

interface PantryApi {
    @GET("items")
    suspend fun items(): List<Item>

    @PUT("items/{id}")
    suspend fun put(@Path("id") id: String, @Body item: Item): Item

    @DELETE("items/{id}")
    suspend fun delete(@Path("id") id: String)
}
