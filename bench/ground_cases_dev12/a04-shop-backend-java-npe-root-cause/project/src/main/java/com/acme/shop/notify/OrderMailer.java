package com.acme.shop.notify;

import com.acme.shop.order.Order;
import com.acme.shop.order.OrderItem;
import java.math.RoundingMode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

@Component
public class OrderMailer {

    private static final Logger log = LoggerFactory.getLogger(OrderMailer.class);

    private final JavaMailSender mailSender;
    private final String from;

    public OrderMailer(JavaMailSender mailSender, @Value("${shop.mail.from}") String from) {
        this.mailSender = mailSender;
        this.from = from;
    }

    public void cancellation(Order order, String reason) {
        SimpleMailMessage msg = new SimpleMailMessage();
        msg.setFrom(from);
        msg.setTo(order.getCustomer().getEmail());
        msg.setSubject("Your order #" + order.getId() + " was cancelled");
        msg.setText("Hi " + order.getCustomer().getFirstName() + ",\n\nyour order #" + order.getId()
                + " was cancelled." + (reason.isBlank() ? "" : "\nReason: " + reason) + "\n");
        mailSender.send(msg);
        log.info("cancellation sent for order {}", order.getId());
    }

    public void confirmation(Order order) {
        SimpleMailMessage msg = new SimpleMailMessage();
        msg.setFrom(from);
        msg.setTo(order.getCustomer().getEmail());
        msg.setSubject("Your order #" + order.getId() + " is confirmed");
        msg.setText(body(order));
        mailSender.send(msg);
        log.info("confirmation sent for order {}", order.getId());
    }

    private String body(Order order) {
        StringBuilder sb = new StringBuilder();
        sb.append("Hi ").append(order.getCustomer().getFirstName()).append(",\n\n");
        sb.append("thanks for your order. We'll ship to:\n").append(order.getShippingAddress()).append("\n\n");
        for (OrderItem item : order.getItems()) {
            sb.append(String.format("%3d x %-30s %10s%n", item.getQuantity(), item.getSku(),
                    item.lineTotal().setScale(2, RoundingMode.HALF_UP)));
        }
        sb.append(String.format("%n%-36s %10s%n", "Total", order.total().setScale(2, RoundingMode.HALF_UP)));
        return sb.toString();
    }
}
