package com.acme.billing.invoice;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.acme.billing.customer.Customer;
import com.acme.billing.customer.CustomerRepository;

@Service
public class InvoiceService {

    private static final Logger log = LoggerFactory.getLogger(InvoiceService.class);
    private static final BigDecimal VAT_RATE = new BigDecimal("0.21");

    private final InvoiceRepository invoices;
    private final CustomerRepository customers;
    private final Clock clock;

    public InvoiceService(InvoiceRepository invoices, CustomerRepository customers, Clock clock) {
        this.invoices = invoices;
        this.customers = customers;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public List<Invoice> openInvoices(long customerId) {
        return invoices.findByCustomerIdAndStatusIn(customerId, List.of(InvoiceStatus.DRAFT, InvoiceStatus.FINALIZED));
    }

    @Transactional
    public Invoice finalizeInvoice(long invoiceId) {
        Invoice invoice = invoices.findById(invoiceId)
                .orElseThrow(() -> new InvoiceNotFoundException(invoiceId));
        if (invoice.getStatus() != InvoiceStatus.DRAFT) {
            throw new IllegalInvoiceStateException(invoice.getId(), invoice.getStatus(), InvoiceStatus.FINALIZED);
        }
        if (invoice.getLines().isEmpty()) {
            throw new IllegalArgumentException("invoice " + invoice.getNumber() + " has no lines");
        }
        Customer customer = customers.findById(invoice.getCustomerId()).orElseThrow();

        BigDecimal net = invoice.netTotal();
        invoice.setVat(net.multiply(VAT_RATE).setScale(2, RoundingMode.HALF_UP));
        applyCredit(invoice, customer);

        LocalDate today = LocalDate.now(clock);
        invoice.setIssuedOn(today);
        invoice.setDueOn(today.plusDays(customer.getPaymentTermDays()));
        invoice.setStatus(InvoiceStatus.FINALIZED);
        log.info("finalized invoice {} for customer {}: due {}", invoice.getNumber(), customer.getId(),
                invoice.amountDue());
        return invoices.save(invoice);
    }

    @Transactional
    public Invoice voidInvoice(long invoiceId) {
        Invoice invoice = invoices.findById(invoiceId)
                .orElseThrow(() -> new InvoiceNotFoundException(invoiceId));
        if (invoice.getStatus() == InvoiceStatus.PAID) {
            throw new IllegalInvoiceStateException(invoice.getId(), invoice.getStatus(), InvoiceStatus.VOID);
        }
        invoice.setStatus(InvoiceStatus.VOID);
        return invoices.save(invoice);
    }

    /**
     * Uses the customer's prepaid credit against the invoice, at most the gross amount,
     * and takes what was used off the customer's balance.
     */
    void applyCredit(Invoice invoice, Customer customer) {
        BigDecimal gross = invoice.netTotal().add(invoice.getVat());
        if (customer.getCreditBalance().compareTo(BigDecimal.ZERO) <= 0) {
            invoice.setCreditApplied(BigDecimal.ZERO);
            return;
        }
        BigDecimal used = customer.getCreditBalance().min(gross);
        invoice.setCreditApplied(used);
        customer.setCreditBalance(customer.getCreditBalance().subtract(used));
        customers.save(customer);
    }
}
