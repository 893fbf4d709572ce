package com.acme.order.export;

import com.acme.order.domain.Order;
import com.acme.order.domain.OrderItem;
import com.acme.order.domain.OrderRepository;
import com.acme.order.storage.ObjectStorage;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderExportService {

    private final OrderRepository orders;
    private final ObjectStorage storage;

    public OrderExportService(OrderRepository orders, ObjectStorage storage) {
        this.orders = orders;
        this.storage = storage;
    }

    @Transactional(readOnly = true)
    public String export(LocalDate from, LocalDate to) {
        List<Order> list = orders.findByCreatedDateBetween(from, to);
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        try (PrintWriter out = new PrintWriter(buf, false, StandardCharsets.UTF_8)) {
            out.println("order_no,customer,sku,qty,amount");
            for (Order o : list) {
                for (OrderItem item : o.getItems()) {
                    out.printf("%s,%s,%s,%d,%s%n", o.getOrderNo(), o.getCustomerName(),
                            item.getSku(), item.getQuantity(), item.getAmount());
                }
            }
        }
        String key = "exports/orders-" + from + "-" + to + ".csv";
        storage.put(key, buf.toByteArray(), "text/csv");
        return storage.presignedUrl(key);
    }
}
