package jp.kurashi.shop.order;

import java.util.List;
import org.springframework.data.domain.PageRequest;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    static final int RECENT_LIMIT = 50;

    private final OrderRepository orders;

    public OrderService(OrderRepository orders) {
        this.orders = orders;
    }

    @Transactional(readOnly = true)
    public List<OrderSummary> listRecentForCustomer(Long customerId) {
        return orders.findRecentByCustomer(customerId, PageRequest.of(0, RECENT_LIMIT)).stream()
                .map(OrderSummary::from)
                .toList();
    }

    @Transactional(readOnly = true)
    public Order get(String orderNumber) {
        return orders.findByOrderNumber(orderNumber)
                .orElseThrow(() -> new OrderNotFoundException(orderNumber));
    }

    @Transactional
    public void cancel(String orderNumber) {
        Order order = get(orderNumber);
        if (!order.getStatus().canCancel()) {
            throw new IllegalStateException("cannot cancel order in status " + order.getStatus());
        }
        orders.delete(order);
    }
}
