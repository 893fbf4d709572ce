package com.brightcart.orders.invoice;

import com.brightcart.orders.order.Order;
import com.brightcart.orders.order.OrderRepository;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class InvoiceService {

    private static final Logger log = LoggerFactory.getLogger(InvoiceService.class);

    private final OrderRepository orders;
    private final InvoiceMapper mapper;
    private final InvoiceNumbers numbers;
    private final InvoicePdfClient pdf;

    public InvoiceService(OrderRepository orders, InvoiceMapper mapper, InvoiceNumbers numbers,
                          InvoicePdfClient pdf) {
        this.orders = orders;
        this.mapper = mapper;
        this.numbers = numbers;
        this.pdf = pdf;
    }

    @Transactional
    public InvoiceDto createInvoice(long orderId) {
        Order order = orders.findById(orderId)
                .orElseThrow(() -> new IllegalArgumentException("no order " + orderId));
        if (order.getInvoiceNumber() != null) {
            log.info("order {} already invoiced as {}", orderId, order.getInvoiceNumber());
            return mapper.toDto(order, order.getInvoiceNumber());
        }
        String number = numbers.next();
        InvoiceDto dto = mapper.toDto(order, number);
        order.setInvoiceNumber(number);
        pdf.render(dto);
        log.info("invoiced order {} as {}", orderId, number);
        return dto;
    }
}
