package jp.kobo.orders;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.LocalDate;
import org.springframework.stereotype.Service;

@Service
public class OrderService {

    private final InventoryClient inventory;
    private final CouponRepository coupons;
    private final OrderRepository orders;
    private final Clock clock;

    public OrderService(InventoryClient inventory, CouponRepository coupons, OrderRepository orders, Clock clock) {
        this.inventory = inventory;
        this.coupons = coupons;
        this.orders = orders;
        this.clock = clock;
    }

    public OrderEntity place(OrderRequest request) {
        BigDecimal subtotal = subtotal(request);
        BigDecimal total = applyCoupon(subtotal, request.couponCode());
        return orders.save(new OrderEntity(request.customerId(), subtotal, total));
    }

    BigDecimal subtotal(OrderRequest request) {
        BigDecimal sum = BigDecimal.ZERO;
        for (OrderRequest.Line line : request.lines()) {
            BigDecimal price = inventory.unitPrice(line.sku());
            sum = sum.add(price.multiply(BigDecimal.valueOf(line.quantity())));
        }
        return sum;
    }

    BigDecimal applyCoupon(BigDecimal subtotal, String code) {
        if (code == null || code.isBlank()) {
            return subtotal;
        }
        Coupon coupon = coupons.findById(code).orElse(null);
        if (coupon == null || !coupon.isValidOn(LocalDate.now(clock))) {
            return subtotal;
        }
        BigDecimal discount = subtotal.multiply(coupon.getRate()).setScale(0, RoundingMode.DOWN);
        return subtotal.subtract(discount).max(BigDecimal.ZERO);
    }
}
