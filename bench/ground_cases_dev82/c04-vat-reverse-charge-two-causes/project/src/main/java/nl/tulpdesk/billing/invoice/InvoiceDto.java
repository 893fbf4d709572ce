package nl.tulpdesk.billing.invoice;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

public record InvoiceDto(
        String number,
        LocalDate issueDate,
        String customerName,
        String currency,
        List<LineDto> lines,
        BigDecimal net,
        BigDecimal vatRate,
        BigDecimal tax,
        BigDecimal gross,
        boolean reverseCharge) {

    public record LineDto(String description, int quantity, BigDecimal unitPrice, BigDecimal amount) {
    }
}
