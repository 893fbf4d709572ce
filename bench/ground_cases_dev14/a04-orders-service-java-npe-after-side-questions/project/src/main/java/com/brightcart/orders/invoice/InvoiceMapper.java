package com.brightcart.orders.invoice;

import com.brightcart.orders.customer.Address;
import com.brightcart.orders.customer.Customer;
import com.brightcart.orders.order.Order;
import com.brightcart.orders.order.OrderLine;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import org.springframework.stereotype.Component;

@Component
public class InvoiceMapper {

    private final Clock clock;
    private final VatRates vatRates;

    public InvoiceMapper(Clock clock, VatRates vatRates) {
        this.clock = clock;
        this.vatRates = vatRates;
    }

    public InvoiceDto toDto(Order order, String invoiceNumber) {
        Customer customer = order.getCustomer();
        List<InvoiceDto.Line> lines = order.getLines().stream()
                .map(InvoiceMapper::line)
                .toList();
        BigDecimal net = lines.stream()
                .map(InvoiceDto.Line::total)
                .reduce(BigDecimal.ZERO, BigDecimal::add);

        Address billing = customer.getBillingAddress();
        String line1 = billing != null ? billing.getLine1() : null;
        String postalCode = billing != null ? billing.getPostalCode() : null;
        String city = billing != null ? billing.getCity() : null;

        // VAT follows the customer's billing country (OSS rules for EU consumers).
        String country = customer.getBillingAddress().getCountryCode();
        BigDecimal vat = net.multiply(vatRates.rateFor(country)).setScale(2, RoundingMode.HALF_UP);

        return new InvoiceDto(invoiceNumber, LocalDate.now(clock),
                customer.getDisplayName(), customer.getEmail(),
                line1, postalCode, city, country,
                lines, net, vat, net.add(vat));
    }

    private static InvoiceDto.Line line(OrderLine l) {
        return new InvoiceDto.Line(l.getSku(), l.getTitle(), l.getQuantity(), l.getUnitNet());
    }
}
