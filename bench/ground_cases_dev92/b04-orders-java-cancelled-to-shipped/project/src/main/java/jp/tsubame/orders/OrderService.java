package jp.tsubame.orders;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private final OrderRepository orders;
    private final InventoryClient inventory;
    private final OrderStateMachine stateMachine;

    public OrderService(OrderRepository orders, InventoryClient inventory, OrderStateMachine stateMachine) {
        this.orders = orders;
        this.inventory = inventory;
        this.stateMachine = stateMachine;
    }

    @Transactional
    public Order markPaid(long id) {
        Order order = orders.findById(id).orElseThrow(() -> new OrderNotFoundException(id));
        stateMachine.transition(order, OrderStatus.PAID);
        return order;
    }

    @Transactional
    public Order ship(long id, String trackingNo) {
        Order order = orders.findById(id).orElseThrow(() -> new OrderNotFoundException(id));
        stateMachine.transition(order, OrderStatus.SHIPPED);
        order.setTrackingNo(trackingNo);
        return order;
    }

    @Transactional
    public Order cancel(long id) {
        Order order = orders.findById(id).orElseThrow(() -> new OrderNotFoundException(id));
        OrderStatus before = order.getStatus();
        stateMachine.transition(order, OrderStatus.CANCELLED);
        if (before == OrderStatus.PAID) {
            inventory.release(order.getId(), order.getLines());
        }
        return order;
    }
}
