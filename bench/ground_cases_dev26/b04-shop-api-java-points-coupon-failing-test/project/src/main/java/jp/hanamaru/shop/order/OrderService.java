package jp.hanamaru.shop.order;

import java.math.BigDecimal;
import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private static final BigDecimal FREE_SHIPPING_THRESHOLD = new BigDecimal("3000");
    private static final BigDecimal SHIPPING_FEE = new BigDecimal("500");

    private final CouponService couponService;
    private final PointService pointService;
    private final OrderRepository orderRepository;

    public OrderService(CouponService couponService, PointService pointService, OrderRepository orderRepository) {
        this.couponService = couponService;
        this.pointService = pointService;
        this.orderRepository = orderRepository;
    }

    public BigDecimal calculateTotal(Order order) {
        BigDecimal subtotal = subtotalOf(order.getItems());
        BigDecimal total = subtotal;
        if (order.getCoupon() != null) {
            total = couponService.apply(total, order.getCoupon());
        }
        total = total.add(shippingFee(subtotal));
        if (order.getPaymentMethod() == PaymentMethod.POINTS) {
            if (order.getCoupon() != null) {
                total = couponService.apply(total, order.getCoupon());
            }
            total = pointService.redeem(order.getCustomerId(), total);
        }
        return total.max(BigDecimal.ZERO);
    }

    @Transactional
    public Order place(Order order) {
        order.setTotal(calculateTotal(order));
        order.setStatus(OrderStatus.PLACED);
        return orderRepository.save(order);
    }

    BigDecimal subtotalOf(List<OrderItem> items) {
        return items.stream()
                .map(i -> i.getUnitPrice().multiply(BigDecimal.valueOf(i.getQuantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    BigDecimal shippingFee(BigDecimal subtotal) {
        return subtotal.compareTo(FREE_SHIPPING_THRESHOLD) >= 0 ? BigDecimal.ZERO : SHIPPING_FEE;
    }
}
