package com.example.inventory.stock

import org.springframework.http.HttpStatus
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.ExceptionHandler
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RestController

data class ReserveRequest(val orderId: String, val sku: String, val quantity: Int)
data class ReserveResponse(val reservationId: Long, val sku: String, val quantity: Int)
data class StockResponse(val sku: String, val available: Int)

@RestController
@RequestMapping("/api/stock")
class StockController(private val stockService: StockService) {

    @GetMapping("/{sku}")
    fun get(@PathVariable sku: String) = StockResponse(sku, stockService.available(sku))

    @PostMapping("/reservations")
    @org.springframework.web.bind.annotation.ResponseStatus(HttpStatus.CREATED)
    fun reserve(@RequestBody req: ReserveRequest): ReserveResponse {
        val r = stockService.reserve(req.orderId, req.sku, req.quantity)
        return ReserveResponse(r.id!!, r.sku, r.quantity)
    }

    @PostMapping("/reservations/{id}/release")
    fun release(@PathVariable id: Long): ResponseEntity<Unit> {
        stockService.release(id)
        return ResponseEntity.noContent().build()
    }

    @ExceptionHandler(OutOfStockException::class)
    fun outOfStock(e: OutOfStockException) =
        ResponseEntity.status(HttpStatus.CONFLICT).body(mapOf("error" to "out_of_stock", "available" to e.available))

    @ExceptionHandler(UnknownSkuException::class)
    fun unknownSku(e: UnknownSkuException) =
        ResponseEntity.status(HttpStatus.NOT_FOUND).body(mapOf("error" to "unknown_sku", "sku" to e.sku))
}
