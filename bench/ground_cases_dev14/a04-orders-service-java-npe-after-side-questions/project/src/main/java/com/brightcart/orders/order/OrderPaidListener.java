package com.brightcart.orders.order;

import com.brightcart.orders.invoice.InvoiceService;
import com.brightcart.orders.notify.ConfirmationMailer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

@Component
public class OrderPaidListener {

    private static final Logger log = LoggerFactory.getLogger(OrderPaidListener.class);

    private final InvoiceService invoices;
    private final ConfirmationMailer mailer;

    public OrderPaidListener(InvoiceService invoices, ConfirmationMailer mailer) {
        this.invoices = invoices;
        this.mailer = mailer;
    }

    @EventListener
    public void onOrderPaid(OrderPaidEvent event) {
        log.debug("order {} paid, invoicing", event.orderId());
        var invoice = invoices.createInvoice(event.orderId());
        mailer.sendConfirmation(event.orderId(), invoice);
    }

    public record OrderPaidEvent(long orderId) {
    }

    public static OrderPaidEvent paid(long orderId) {
        return new OrderPaidEvent(orderId);
    }
}
