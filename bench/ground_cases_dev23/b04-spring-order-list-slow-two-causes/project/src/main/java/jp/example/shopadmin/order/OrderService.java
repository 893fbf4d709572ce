package jp.example.shopadmin.order;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
@Transactional(readOnly = true)
public class OrderService {

    static final int PAGE_SIZE = 50;

    private final OrderRepository orders;

    public OrderService(OrderRepository orders) {
        this.orders = orders;
    }

    public Page<OrderSummary> listByStatus(OrderStatus status, int page) {
        return orders.findByStatusOrderByCreatedAtDesc(status, PageRequest.of(page, PAGE_SIZE))
                .map(this::toSummary);
    }

    private OrderSummary toSummary(Order order) {
        return new OrderSummary(
                order.getId(),
                order.getOrderNo(),
                order.getCustomer().getName(),
                order.getStatus().label(),
                order.getItems().size(),
                order.getTotalYen(),
                order.getCreatedAt());
    }

    @Transactional
    public void changeStatus(String orderNo, OrderStatus next) {
        Order order = orders.findByOrderNo(orderNo)
                .orElseThrow(() -> new OrderNotFoundException(orderNo));
        order.changeStatus(next);
    }
}
