package com.acme.shop.order;

import com.acme.shop.catalog.Catalog;
import com.acme.shop.customer.Customer;
import com.acme.shop.customer.CustomerRepository;
import com.acme.shop.notify.OrderMailer;
import java.time.Clock;
import java.time.Instant;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private final OrderRepository orders;
    private final CustomerRepository customers;
    private final Catalog catalog;
    private final OrderMailer mailer;
    private final Clock clock;

    public OrderService(OrderRepository orders, CustomerRepository customers, Catalog catalog,
                        OrderMailer mailer, Clock clock) {
        this.orders = orders;
        this.customers = customers;
        this.catalog = catalog;
        this.mailer = mailer;
        this.clock = clock;
    }

    public Order get(Long id) {
        return orders.findById(id).orElseThrow(() -> new OrderNotFoundException(id));
    }

    @Transactional
    public Order place(Customer customer, CartDto cart) {
        if (cart.lines().isEmpty()) {
            throw new IllegalArgumentException("cart is empty");
        }
        Order order = new Order();
        order.setCustomer(customer);
        for (CartDto.Line line : cart.lines()) {
            order.addItem(line.sku(), line.quantity(), catalog.currentPrice(line.sku()));
        }
        order.setShippingAddress(cart.shippingAddress());
        return orders.save(order);
    }

    @Transactional
    public Order confirm(Long id) {
        Order order = get(id);
        if (order.getStatus() != OrderStatus.PENDING) {
            throw new IllegalStateException("order " + id + " is " + order.getStatus());
        }
        for (OrderItem item : order.getItems()) {
            catalog.reserve(item.getSku(), item.getQuantity());
        }
        order.setStatus(OrderStatus.CONFIRMED);
        order.setConfirmedAt(Instant.now(clock));
        mailer.confirmation(order);
        return order;
    }

    @Transactional
    public Order cancel(Long id, String reason) {
        Order order = get(id);
        if (order.getStatus() == OrderStatus.SHIPPED) {
            throw new IllegalStateException("order " + id + " has already shipped");
        }
        if (order.getStatus() == OrderStatus.CONFIRMED) {
            for (OrderItem item : order.getItems()) {
                catalog.release(item.getSku(), item.getQuantity());
            }
        }
        order.setStatus(OrderStatus.CANCELLED);
        mailer.cancellation(order, reason);
        return order;
    }

    /** "Buy again": a new pending order with the same items at today's prices. */
    @Transactional
    public Order reorder(Long orderId) {
        Order original = get(orderId);
        Order copy = new Order();
        copy.setSource(Order.Source.REORDER);
        copy.setCustomer(customers.findById(original.getId()).orElse(null));
        for (OrderItem item : original.getItems()) {
            copy.addItem(item.getSku(), item.getQuantity(), catalog.currentPrice(item.getSku()));
        }
        copy.setShippingAddress(original.getShippingAddress());
        return orders.save(copy);
    }
}
