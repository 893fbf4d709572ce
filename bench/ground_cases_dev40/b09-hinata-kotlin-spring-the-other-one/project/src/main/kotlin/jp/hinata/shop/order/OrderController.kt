package jp.hinata.shop.order

import org.springframework.http.HttpStatus
import org.springframework.http.ProblemDetail
import org.springframework.web.bind.annotation.*

@RestController
@RequestMapping("/api/orders")
class OrderController(private val orderService: OrderService) {

    @GetMapping("/{id}")
    fun get(@PathVariable id: Long): OrderDto = orderService.getOrder(id)

    @PostMapping("/{id}/cancel")
    fun cancel(@PathVariable id: Long, @RequestBody body: CancelRequest): OrderDto =
        orderService.cancel(id, body.reason)

    @GetMapping
    fun recent(@RequestParam customerId: Long): List<OrderDto> = orderService.recentForCustomer(customerId)

    @ExceptionHandler(OrderNotFoundException::class)
    fun notFound(e: OrderNotFoundException): ProblemDetail =
        ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, e.message ?: "not found")

    @ExceptionHandler(OrderStateException::class)
    fun conflict(e: OrderStateException): ProblemDetail =
        ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, e.message ?: "conflict")
}

data class CancelRequest(val reason: String)
