package com.xiaoman.shop.checkout

import com.xiaoman.shop.net.ShopApi

data class CartLine(val sku: String, val title: String, val priceCents: Long, val qty: Int)

data class Address(val id: Long, val name: String, val phone: String, val detail: String)

data class Cart(
    val lines: List<CartLine>,
    val defaultAddress: Address?,
    val totalCents: Long,
    val discountCents: Long,
)

data class CartCheck(val ok: Boolean, val message: String? = null)

interface OrderRepository {
    suspend fun loadCart(): Cart
    suspend fun validateCart(lines: List<CartLine>): CartCheck
    suspend fun placeOrder(lines: List<CartLine>, address: Address, couponCode: String?): String
}

class RemoteOrderRepository(private val api: ShopApi) : OrderRepository {

    override suspend fun loadCart(): Cart = api.cart().toCart()

    // 服务端检查库存和价格是否变动，弱网下这一步通常要 1~3 秒
    override suspend fun validateCart(lines: List<CartLine>): CartCheck {
        val res = api.checkCart(lines.map { it.sku to it.qty })
        return CartCheck(res.ok, res.message)
    }

    override suspend fun placeOrder(lines: List<CartLine>, address: Address, couponCode: String?): String =
        api.createOrder(lines.map { it.sku to it.qty }, address.id, couponCode).orderId
}
