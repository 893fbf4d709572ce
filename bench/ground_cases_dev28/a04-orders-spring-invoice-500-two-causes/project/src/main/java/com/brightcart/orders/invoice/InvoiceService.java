package com.brightcart.orders.invoice;

import com.brightcart.orders.customer.Customer;
import com.brightcart.orders.customer.CustomerRepository;
import com.brightcart.orders.order.Order;
import com.brightcart.orders.order.OrderLine;
import com.brightcart.orders.order.OrderRepository;
import com.brightcart.orders.tax.TaxRateClient;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
@Transactional(readOnly = true)
public class InvoiceService {

    private final OrderRepository orders;
    private final CustomerRepository customers;
    private final TaxRateClient taxRates;

    public InvoiceService(OrderRepository orders, CustomerRepository customers, TaxRateClient taxRates) {
        this.orders = orders;
        this.customers = customers;
        this.taxRates = taxRates;
    }

    public Optional<InvoiceDto> buildInvoice(long orderId) {
        Optional<Order> found = orders.findById(orderId);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Order order = found.get();
        Customer customer = customers.findById(order.getCustomerId()).get();
        BigDecimal rate = taxRates.rateFor(order.getShippingCountry());

        List<InvoiceLineDto> lines = order.getLines().stream().map(this::toLine).toList();
        BigDecimal net = lines.stream().map(InvoiceLineDto::net).reduce(BigDecimal.ZERO, BigDecimal::add);
        BigDecimal tax = net.multiply(rate).setScale(2, RoundingMode.HALF_UP);

        return Optional.of(new InvoiceDto(
                "INV-" + order.getPlacedAt().getYear() + "-" + String.format("%07d", order.getId()),
                customer.getBillingName(),
                customer.getBillingAddress(),
                order.getShippingCountry(),
                lines,
                net,
                rate,
                tax,
                net.add(tax)));
    }

    private InvoiceLineDto toLine(OrderLine line) {
        BigDecimal net = line.getUnitPrice().multiply(BigDecimal.valueOf(line.getQuantity()));
        return new InvoiceLineDto(line.getSku(), line.getTitle(), line.getQuantity(), line.getUnitPrice(), net);
    }
}
