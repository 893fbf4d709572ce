package jp.mogumogu.receipt

import jp.mogumogu.checkout.Cart
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.RestController

interface OrderLookup {
    fun cartFor(orderNo: String): Cart?
}

@RestController
class ReceiptController(private val orders: OrderLookup) {
    private val formatter = ReceiptFormatter()

    @GetMapping("/orders/{orderNo}/receipt", produces = ["text/plain;charset=UTF-8"])
    fun receipt(@PathVariable orderNo: String): String {
        val cart = orders.cartFor(orderNo) ?: return "not found"
        return formatter.render(orderNo, cart)
    }

    @GetMapping("/orders/{orderNo}/receipt/total")
    fun total(@PathVariable orderNo: String): Map<String, Any> {
        val cart = orders.cartFor(orderNo) ?: return mapOf("error" to "not found")
        return mapOf("orderNo" to orderNo, "total" to formatter.total(cart))
    }
}
