package nl.tulpdesk.billing.invoice;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.List;

import org.springframework.stereotype.Component;

import nl.tulpdesk.billing.customer.Customer;
import nl.tulpdesk.billing.tax.TaxService;

@Component
public class InvoiceAssembler {

    private final TaxService taxes;

    public InvoiceAssembler(TaxService taxes) {
        this.taxes = taxes;
    }

    public InvoiceDto assemble(String number, Customer customer, List<InvoiceDto.LineDto> lines) {
        BigDecimal net = lines.stream().map(InvoiceDto.LineDto::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
        BigDecimal rate = taxes.rateFor(customer);
        BigDecimal tax = net.multiply(rate).setScale(2, RoundingMode.HALF_UP);
        return new InvoiceDto(number, LocalDate.now(), customer.displayName(), "EUR", lines,
                net, rate, tax, net.add(tax), taxes.isReverseCharge(customer));
    }
}
