package jp.kinoko.shop.cart;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Cart {

    public record Line(String sku, int quantity, BigDecimal unitPrice) {
        public BigDecimal amount() {
            return unitPrice.multiply(BigDecimal.valueOf(quantity));
        }
    }

    private final String customerId;
    private final List<Line> lines = new ArrayList<>();

    public Cart(String customerId) {
        this.customerId = customerId;
    }

    public String customerId() {
        return customerId;
    }

    public void add(String sku, int quantity, BigDecimal unitPrice) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive");
        }
        lines.add(new Line(sku, quantity, unitPrice));
    }

    public List<Line> lines() {
        return Collections.unmodifiableList(lines);
    }

    public int itemCount() {
        return lines.stream().mapToInt(Line::quantity).sum();
    }
}
