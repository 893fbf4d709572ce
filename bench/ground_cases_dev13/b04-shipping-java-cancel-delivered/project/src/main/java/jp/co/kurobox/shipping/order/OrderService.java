package jp.co.kurobox.shipping.order;

import java.time.Clock;
import java.util.List;
import java.util.NoSuchElementException;
import jp.co.kurobox.shipping.payment.PaymentClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private final OrderRepository orders;
    private final PaymentClient paymentClient;
    private final Clock clock;

    public OrderService(OrderRepository orders, PaymentClient paymentClient, Clock clock) {
        this.orders = orders;
        this.paymentClient = paymentClient;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public Order find(long orderId) {
        return orders.findById(orderId)
                .orElseThrow(() -> new NoSuchElementException("order " + orderId + " not found"));
    }

    @Transactional(readOnly = true)
    public List<Order> listForCustomer(String customerId) {
        return orders.findByCustomerIdOrderByIdDesc(customerId);
    }

    @Transactional
    public Order changeAddress(long orderId, AddressRequest request) {
        Order order = find(orderId);
        if (!order.getStatus().isEditable()) {
            throw new IllegalStateException(
                    "order " + orderId + " is " + order.getStatus() + "; the address can no longer change");
        }
        order.changeAddress(request.normalizedPostalCode(), request.normalizedAddress());
        return orders.save(order);
    }

    @Transactional
    public Order cancel(long orderId, String reason) {
        Order order = find(orderId);
        if (order.getStatus() == OrderStatus.SHIPPED) {
            throw new IllegalStateException("order " + orderId + " has already shipped");
        }
        if (order.getStatus() == OrderStatus.CANCELLED) {
            return order;
        }
        paymentClient.refund(order.getPaymentId(), order.getTotalYen());
        order.cancel(reason, clock.instant());
        return orders.save(order);
    }

    @Transactional
    public Order advance(long orderId, OrderStatus next) {
        Order order = find(orderId);
        if (order.getStatus().isFinal()) {
            throw new IllegalStateException("order " + orderId + " is " + order.getStatus());
        }
        order.markStatus(next);
        return orders.save(order);
    }
}
