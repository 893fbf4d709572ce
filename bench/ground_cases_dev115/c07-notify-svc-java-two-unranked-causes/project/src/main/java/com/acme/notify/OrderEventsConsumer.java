package com.acme.notify;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.support.Acknowledgment;
import org.springframework.stereotype.Component;

@Component
public class OrderEventsConsumer {
    private static final Logger log = LoggerFactory.getLogger(OrderEventsConsumer.class);

    private final MailService mail;
    private final TemplateRenderer templates;

    public OrderEventsConsumer(MailService mail, TemplateRenderer templates) {
        this.mail = mail;
        this.templates = templates;
    }

    @KafkaListener(topics = "orders.confirmed", groupId = "notify-svc")
    public void onOrderConfirmed(OrderConfirmed event, Acknowledgment ack) {
        log.info("order {} confirmed, mailing {}", event.orderId(), event.email());
        String html = templates.orderConfirmation(event);
        mail.send(event.email(), "订单确认 #" + event.orderNo(), html);
        ack.acknowledge();
    }

    public record OrderConfirmed(long orderId, String orderNo, String email, String customerName, long amountCents) {}
}
