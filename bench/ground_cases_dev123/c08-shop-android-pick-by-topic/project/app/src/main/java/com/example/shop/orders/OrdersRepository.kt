package com.example.shop.orders

import java.net.HttpURLConnection
import java.net.URL
import org.json.JSONArray

data class Order(val id: Long, val title: String, val priceCents: Long, val thumbUrl: String)

class OrdersRepository(private val baseUrl: String) {

    fun fetchOrders(): List<Order> {
        val conn = URL("$baseUrl/api/orders").openConnection() as HttpURLConnection
        conn.connectTimeout = 5_000
        conn.readTimeout = 10_000
        try {
            if (conn.responseCode != 200) {
                throw IllegalStateException("HTTP ${conn.responseCode}")
            }
            val body = conn.inputStream.bufferedReader().use { it.readText() }
            val arr = JSONArray(body)
            return (0 until arr.length()).map { i ->
                val o = arr.getJSONObject(i)
                Order(o.getLong("id"), o.getString("title"), o.getLong("price_cents"), o.optString("thumb_url"))
            }
        } finally {
            conn.disconnect()
        }
    }
}
