package com.northwind.reports;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.northwind.reports.model.Customer;
import com.northwind.reports.model.CustomerRepository;
import com.northwind.reports.model.Order;
import com.northwind.reports.model.OrderRepository;

@Service
public class OrderService {

    private final OrderRepository orders;
    private final CustomerRepository customers;

    public OrderService(OrderRepository orders, CustomerRepository customers) {
        this.orders = orders;
        this.customers = customers;
    }

    public record OrderRow(long id, String reference, String customerName, String customerEmail, String total) {
    }

    @Transactional(readOnly = true)
    public List<OrderRow> listOrdersWithCustomers(LocalDate from, LocalDate to) {
        List<Order> found = orders.findByCreatedAtBetweenOrderByCreatedAtDesc(from.atStartOfDay(), to.plusDays(1).atStartOfDay());
        Map<Long, Customer> byId = customers.findAllById(found.stream().map(Order::getCustomerId).distinct().toList())
                .stream().collect(Collectors.toMap(Customer::getId, Function.identity()));
        List<OrderRow> rows = new ArrayList<>(found.size());
        for (Order o : found) {
            Customer c = byId.get(o.getCustomerId());
            rows.add(new OrderRow(o.getId(), o.getReference(), c.getName(), c.getEmail(), o.getTotal().toPlainString()));
        }
        return rows;
    }
}
