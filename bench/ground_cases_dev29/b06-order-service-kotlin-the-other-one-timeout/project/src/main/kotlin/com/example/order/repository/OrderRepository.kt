package com.example.order.repository

import com.example.order.domain.Order

interface OrderRepository {
    fun save(order: Order): Order
    fun findById(id: String): Order?
}
