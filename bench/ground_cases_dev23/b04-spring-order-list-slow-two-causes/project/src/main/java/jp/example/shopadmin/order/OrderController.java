package jp.example.shopadmin.order;

import org.springframework.data.domain.Page;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
@RequestMapping("/admin/orders")
public class OrderController {

    private final OrderService service;

    public OrderController(OrderService service) {
        this.service = service;
    }

    @GetMapping
    public String list(@RequestParam(defaultValue = "PAID") OrderStatus status,
                       @RequestParam(defaultValue = "0") int page,
                       Model model) {
        Page<OrderSummary> result = service.listByStatus(status, page);
        model.addAttribute("orders", result);
        model.addAttribute("status", status);
        model.addAttribute("statuses", OrderStatus.values());
        return "orders/list";
    }

    @PostMapping("/{orderNo}/status")
    public String changeStatus(@PathVariable String orderNo, @RequestParam OrderStatus next) {
        service.changeStatus(orderNo, next);
        return "redirect:/admin/orders?status=" + next;
    }
}
