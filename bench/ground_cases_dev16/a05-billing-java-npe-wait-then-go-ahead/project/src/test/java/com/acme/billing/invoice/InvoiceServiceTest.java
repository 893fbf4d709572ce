package com.acme.billing.invoice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.acme.billing.customer.Customer;
import com.acme.billing.customer.CustomerRepository;

class InvoiceServiceTest {

    private final InvoiceRepository invoices = mock(InvoiceRepository.class);
    private final CustomerRepository customers = mock(CustomerRepository.class);
    private InvoiceService service;

    @BeforeEach
    void setUp() {
        Clock clock = Clock.fixed(Instant.parse("2025-10-01T09:00:00Z"), ZoneOffset.UTC);
        service = new InvoiceService(invoices, customers, clock);
    }

    private static Customer customer(String credit) {
        Customer c = new Customer("Nordhaus GmbH", "ap@nordhaus.example");
        c.setCreditBalance(new BigDecimal(credit));
        return c;
    }

    private static Invoice invoiceOf(String net) {
        Invoice invoice = new Invoice();
        invoice.getLines().add(InvoiceLine.of("Support plan", 1, new BigDecimal(net)));
        return invoice;
    }

    @Test
    void applyCreditUsesWholeInvoiceWhenCreditIsLarger() {
        Customer c = customer("500.00");
        Invoice invoice = invoiceOf("100.00");
        invoice.setVat(new BigDecimal("21.00"));
        service.applyCredit(invoice, c);
        assertThat(invoice.getCreditApplied()).isEqualByComparingTo("121.00");
        assertThat(c.getCreditBalance()).isEqualByComparingTo("379.00");
    }

    @Test
    void applyCreditUsesWhatIsLeft() {
        Customer c = customer("50.00");
        Invoice invoice = invoiceOf("100.00");
        invoice.setVat(new BigDecimal("21.00"));
        service.applyCredit(invoice, c);
        assertThat(invoice.getCreditApplied()).isEqualByComparingTo("50.00");
        assertThat(c.getCreditBalance()).isEqualByComparingTo("0.00");
    }

    @Test
    void noCreditMeansNothingApplied() {
        Customer c = customer("0.00");
        Invoice invoice = invoiceOf("100.00");
        service.applyCredit(invoice, c);
        assertThat(invoice.getCreditApplied()).isEqualByComparingTo("0");
    }

    @Test
    void finalizeSetsDueDateFromPaymentTerms() {
        Customer c = customer("0.00");
        c.setPaymentTermDays(14);
        Invoice invoice = invoiceOf("100.00");
        when(invoices.findById(7L)).thenReturn(Optional.of(invoice));
        when(customers.findById(invoice.getCustomerId())).thenReturn(Optional.of(c));
        when(invoices.save(invoice)).thenReturn(invoice);
        Invoice done = service.finalizeInvoice(7L);
        assertThat(done.getStatus()).isEqualTo(InvoiceStatus.FINALIZED);
    }
}
