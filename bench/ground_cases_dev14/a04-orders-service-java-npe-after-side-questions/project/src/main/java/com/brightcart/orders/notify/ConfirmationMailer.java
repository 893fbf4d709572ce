package com.brightcart.orders.notify;

import com.brightcart.orders.customer.Address;
import com.brightcart.orders.invoice.InvoiceDto;
import com.brightcart.orders.order.Order;
import com.brightcart.orders.order.OrderRepository;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

@Component
public class ConfirmationMailer {

    private final OrderRepository orders;
    private final MailGateway gateway;

    public ConfirmationMailer(OrderRepository orders, MailGateway gateway) {
        this.orders = orders;
        this.gateway = gateway;
    }

    public void sendConfirmation(long orderId, InvoiceDto invoice) {
        Order order = orders.findById(orderId).orElseThrow();
        Map<String, Object> model = new HashMap<>();
        model.put("name", order.getCustomer().getDisplayName());
        model.put("invoiceNumber", invoice.displayNumber());
        model.put("gross", invoice.gross());
        model.put("city", Optional.ofNullable(order.getCustomer().getBillingAddress())
                .map(Address::getCity)
                .orElse(""));
        model.put("reverseCharge", invoice.isReverseCharge());
        gateway.send(order.getCustomer().getEmail(), "order-confirmation", model);
    }
}
