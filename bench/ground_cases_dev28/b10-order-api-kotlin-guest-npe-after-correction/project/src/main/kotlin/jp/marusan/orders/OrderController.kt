package jp.marusan.orders

import org.springframework.http.MediaType
import org.springframework.web.bind.annotation.*

@RestController
@RequestMapping("/api/orders")
class OrderController(private val service: OrderService) {

    @GetMapping("/recent")
    fun recent(): List<OrderDto> = service.recent()

    @GetMapping
    fun byStatus(@RequestParam status: String): List<OrderDto> = service.byStatus(status)

    @GetMapping("/{id}")
    fun get(@PathVariable id: Long): OrderDto = service.get(id)

    @GetMapping("/export", produces = ["text/csv"])
    fun export(@RequestParam status: String): String = service.csv(status)
}
