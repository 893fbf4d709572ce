package jp.kurashi.shop.order;

import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api")
public class OrderController {

    private final OrderService service;

    public OrderController(OrderService service) {
        this.service = service;
    }

    @GetMapping("/customers/{customerId}/orders")
    public List<OrderSummary> recentOrders(@PathVariable Long customerId) {
        return service.listRecentForCustomer(customerId);
    }

    @GetMapping("/orders/{orderNumber}")
    public ResponseEntity<OrderSummary> order(@PathVariable String orderNumber) {
        return ResponseEntity.ok(OrderSummary.from(service.get(orderNumber)));
    }

    @PostMapping("/orders/{orderNumber}/cancel")
    public ResponseEntity<Void> cancel(@PathVariable String orderNumber) {
        service.cancel(orderNumber);
        return ResponseEntity.noContent().build();
    }
}
