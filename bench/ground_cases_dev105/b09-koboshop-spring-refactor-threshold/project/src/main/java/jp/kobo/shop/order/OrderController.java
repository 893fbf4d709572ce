package jp.kobo.shop.order;

import java.math.BigDecimal;
import java.util.List;
import jp.kobo.shop.shipping.ShippingFeeCalculator;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/orders")
public class OrderController {

    public record LineRequest(String sku, BigDecimal unitPrice, int quantity) {}

    public record QuoteRequest(List<LineRequest> lines, String prefecture, boolean remoteIsland) {}

    public record FeeResponse(BigDecimal fee) {}

    private final OrderService orders;
    private final ShippingFeeCalculator shipping;

    public OrderController(OrderService orders, ShippingFeeCalculator shipping) {
        this.orders = orders;
        this.shipping = shipping;
    }

    @GetMapping("/shipping-fee")
    public FeeResponse shippingFee(@RequestParam String prefecture,
                                   @RequestParam BigDecimal subtotal,
                                   @RequestParam(defaultValue = "false") boolean island) {
        return new FeeResponse(shipping.feeFor(subtotal, prefecture, island));
    }

    @PostMapping("/quote")
    public OrderService.Quote quote(@RequestBody QuoteRequest request) {
        List<OrderService.Line> lines = request.lines().stream()
                .map(l -> new OrderService.Line(l.sku(), l.unitPrice(), l.quantity()))
                .toList();
        return orders.quote(lines, request.prefecture(), request.remoteIsland());
    }
}
