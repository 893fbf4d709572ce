package com.acme.billing.export;

import com.acme.billing.domain.Invoice;
import com.acme.billing.domain.InvoiceRepository;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Monthly invoice export for accounting (semicolon CSV, opened in Excel).
 * Written for BILL-1402; the column order is fixed by accounting's import macro.
 */
@Service
public class InvoiceExportService {

    private static final Logger log = LoggerFactory.getLogger(InvoiceExportService.class);
    private static final String SEP = ";";
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd.MM.yyyy");
    private static final String HEADER = "Rechnungsnr;Datum;Kundennr;Kunde;Netto;MwSt;Brutto;Status";

    private final InvoiceRepository invoices;
    /** Accounting closes months in German local time, not UTC (BILL-2291). */
    private final ZoneId zone;

    public InvoiceExportService(InvoiceRepository invoices,
                                @Value("${billing.timezone:Europe/Berlin}") String timezone) {
        this.invoices = invoices;
        this.zone = ZoneId.of(timezone);
    }

    @Transactional(readOnly = true)
    public int exportMonth(int year, int month, Writer out) throws IOException {
        LocalDate from = LocalDate.of(year, month, 1);
        LocalDate to = from.plusMonths(1);
        List<Invoice> rows = invoices.findIssuedBetween(
                from.atStartOfDay(zone).toInstant(),
                to.atStartOfDay(zone).toInstant());
        out.write(HEADER);
        out.write("\r\n");
        for (Invoice inv : rows) {
            out.write(toLine(inv));
            out.write("\r\n");
        }
        log.info("exported {} invoices for {}-{}", rows.size(), year, month);
        return rows.size();
    }

    String toLine(Invoice inv) {
        StringBuilder sb = new StringBuilder();
        sb.append(inv.getNumber()).append(SEP);
        sb.append(DATE.format(inv.getIssuedAt().atZone(zone))).append(SEP);
        sb.append(inv.getCustomerNumber()).append(SEP);
        sb.append(inv.getCustomerName()).append(SEP);
        sb.append(amount(inv.getNetAmount())).append(SEP);
        sb.append(amount(inv.getVatAmount())).append(SEP);
        sb.append(amount(inv.getGrossAmount())).append(SEP);
        sb.append(inv.getStatus().name());
        return sb.toString();
    }

    private static String amount(BigDecimal value) {
        return String.format(Locale.GERMANY, "%.2f", value);
    }
}
