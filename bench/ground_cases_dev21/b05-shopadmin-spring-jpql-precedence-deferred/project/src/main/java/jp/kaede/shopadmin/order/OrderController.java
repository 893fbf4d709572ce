package jp.kaede.shopadmin.order;

import java.time.YearMonth;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;

@RestController
public class OrderController {

    private final OrderService orderService;

    public OrderController(OrderService orderService) {
        this.orderService = orderService;
    }

    @GetMapping("/api/shops/{shopId}/orders")
    public Page<Order> list(@PathVariable Long shopId, Pageable pageable) {
        return orderService.list(shopId, pageable);
    }

    @GetMapping("/api/shops/{shopId}/dashboard")
    public OrderService.DashboardCounts dashboard(@PathVariable Long shopId) {
        return orderService.dashboard(shopId);
    }

    @GetMapping("/api/shops/{shopId}/sales/monthly")
    public MonthlySales monthlySales(@PathVariable Long shopId, @RequestParam YearMonth month) {
        return orderService.monthlySales(shopId, month);
    }

    @PostMapping("/api/orders/{orderNumber}/status")
    public Order changeStatus(@PathVariable String orderNumber, @RequestBody StatusChangeRequest req) {
        return orderService.changeStatus(orderNumber, req.status());
    }

    @ExceptionHandler(OrderNotFoundException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public void notFound() {
    }

    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    @ResponseStatus(HttpStatus.BAD_REQUEST)
    public void badParameter() {
    }

    public record StatusChangeRequest(OrderStatus status) {
    }
}
