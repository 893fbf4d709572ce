package jp.tsubame.orders;

import org.springframework.data.domain.Page;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/customers/{customerId}")
public class OrderHistoryController {

    private final OrderHistoryService service;

    public OrderHistoryController(OrderHistoryService service) {
        this.service = service;
    }

    @GetMapping("/orders")
    public Page<OrderHistoryService.OrderView> orders(
            @PathVariable Long customerId,
            @RequestParam(defaultValue = "0") int page,
            @RequestParam(defaultValue = "20") int size) {
        return service.history(customerId, page, size);
    }

    @GetMapping("/spent")
    public SpentResponse spent(@PathVariable Long customerId) {
        return new SpentResponse(customerId, service.spentLastYear(customerId));
    }

    public record SpentResponse(Long customerId, long spentYen) {
    }
}
