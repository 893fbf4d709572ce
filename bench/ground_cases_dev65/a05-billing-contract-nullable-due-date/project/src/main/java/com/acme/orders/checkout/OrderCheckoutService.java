package com.acme.orders.checkout;

import java.time.LocalDate;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

import com.acme.orders.billing.BillingClient;
import com.acme.orders.billing.BillingProperties;
import com.acme.orders.billing.CreateInvoiceRequest;
import com.acme.orders.billing.InvoiceResponse;

@Service
public class OrderCheckoutService {

    private static final Logger log = LoggerFactory.getLogger(OrderCheckoutService.class);

    private final BillingClient billing;
    private final BillingProperties props;
    private final ReminderScheduler reminders;

    public OrderCheckoutService(BillingClient billing, BillingProperties props, ReminderScheduler reminders) {
        this.billing = billing;
        this.props = props;
        this.reminders = reminders;
    }

    public InvoiceResponse checkout(Order order) {
        List<CreateInvoiceRequest.Line> lines = order.items().stream()
                .map(i -> new CreateInvoiceRequest.Line(i.sku(), i.name(), i.quantity(), i.unitPrice()))
                .toList();
        CreateInvoiceRequest request = order.customer().onAccount()
                ? CreateInvoiceRequest.net30(order.customer().billingId(), order.id(), order.currency(), lines)
                : CreateInvoiceRequest.prepaid(order.customer().billingId(), order.id(), order.currency(), lines);
        InvoiceResponse invoice = billing.createInvoice(request);
        log.info("order {} invoiced as {} ({}, {} {})", order.id(), invoice.number(), invoice.status(),
                invoice.total(), invoice.currency());
        if (!invoice.isSettled()) {
            reminders.schedule(invoice.id(), reminderDate(invoice));
        }
        return invoice;
    }

    /** Payment reminder goes out a few days before the invoice is due. */
    LocalDate reminderDate(InvoiceResponse invoice) {
        return invoice.dueDate().minusDays(props.reminderDaysBeforeDue());
    }
}
