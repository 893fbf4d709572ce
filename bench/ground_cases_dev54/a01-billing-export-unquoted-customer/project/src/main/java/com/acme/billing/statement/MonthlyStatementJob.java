package com.acme.billing.statement;

import com.acme.billing.domain.Invoice;
import com.acme.billing.domain.InvoiceRepository;
import com.lowagie.text.Document;
import com.lowagie.text.DocumentException;
import com.lowagie.text.Paragraph;
import com.lowagie.text.pdf.PdfPTable;
import com.lowagie.text.pdf.PdfWriter;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** Nightly on the 1st: one PDF statement per customer for the previous month. */
@Component
public class MonthlyStatementJob {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd.MM.yyyy");

    private final InvoiceRepository invoices;
    private final Path outputDir;

    public MonthlyStatementJob(InvoiceRepository invoices, @Value("${billing.export.directory}") Path outputDir) {
        this.invoices = invoices;
        this.outputDir = outputDir;
    }

    @Scheduled(cron = "${billing.statement.cron}")
    public void run() throws IOException, DocumentException {
        LocalDate from = LocalDate.now(ZoneOffset.UTC).withDayOfMonth(1).minusMonths(1);
        LocalDate to = from.plusMonths(1);
        List<Invoice> month = invoices.findIssuedBetween(
                from.atStartOfDay(ZoneOffset.UTC).toInstant(),
                to.atStartOfDay(ZoneOffset.UTC).toInstant());
        Map<String, List<Invoice>> byCustomer = month.stream()
                .collect(Collectors.groupingBy(Invoice::getCustomerNumber));
        for (Map.Entry<String, List<Invoice>> e : byCustomer.entrySet()) {
            write(e.getKey(), e.getValue(), from);
        }
    }

    private void write(String customerNo, List<Invoice> rows, LocalDate month) throws IOException, DocumentException {
        Path file = outputDir.resolve(String.format("statement-%s-%s.pdf", customerNo, month));
        Document doc = new Document();
        PdfWriter.getInstance(doc, new FileOutputStream(file.toFile()));
        doc.open();
        doc.add(new Paragraph("Kontoauszug " + rows.get(0).getCustomerName()));
        PdfPTable table = new PdfPTable(3);
        for (Invoice inv : rows) {
            table.addCell(inv.getNumber());
            table.addCell(DATE.format(inv.getIssuedAt().atZone(ZoneOffset.UTC)));
            table.addCell(inv.getGrossAmount().toPlainString());
        }
        doc.add(table);
        doc.close();
    }
}
