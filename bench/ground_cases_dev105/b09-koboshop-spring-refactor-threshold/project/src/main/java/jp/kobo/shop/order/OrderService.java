package jp.kobo.shop.order;

import java.math.BigDecimal;
import java.util.List;
import jp.kobo.shop.shipping.ShippingFeeCalculator;
import org.springframework.stereotype.Service;

@Service
public class OrderService {

    public record Line(String sku, BigDecimal unitPrice, int quantity) {
        BigDecimal amount() {
            return unitPrice.multiply(BigDecimal.valueOf(quantity));
        }
    }

    public record Quote(BigDecimal subtotal, BigDecimal shipping, BigDecimal total) {}

    private final ShippingFeeCalculator shipping;

    public OrderService(ShippingFeeCalculator shipping) {
        this.shipping = shipping;
    }

    public Quote quote(List<Line> lines, String prefecture, boolean remoteIsland) {
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("order has no lines");
        }
        BigDecimal subtotal = lines.stream()
                .map(Line::amount)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        BigDecimal fee = shipping.feeFor(subtotal, prefecture, remoteIsland);
        return new Quote(subtotal, fee, subtotal.add(fee));
    }
}
