package jp.co.sankyo.billing.export;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import jp.co.sankyo.billing.domain.Customer;
import jp.co.sankyo.billing.domain.CustomerRepository;
import jp.co.sankyo.billing.domain.Invoice;
import jp.co.sankyo.billing.domain.InvoiceRepository;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class InvoiceCsvExportService {

    static final String HEADER = "請求番号,顧客コード,顧客名,発行日,金額,消費税";
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy/MM/dd");

    private final InvoiceRepository invoices;
    private final CustomerRepository customers;
    private final ZoneId zone;

    public InvoiceCsvExportService(InvoiceRepository invoices, CustomerRepository customers,
                                   @Value("${billing.export.zone:Asia/Tokyo}") String zone) {
        this.invoices = invoices;
        this.customers = customers;
        this.zone = ZoneId.of(zone);
    }

    @Transactional(readOnly = true)
    public int export(YearMonth month, OutputStream out) throws IOException {
        Instant from = month.atDay(1).atStartOfDay(zone).toInstant();
        Instant to = month.plusMonths(1).atDay(1).atStartOfDay(zone).toInstant();
        List<Invoice> rows = invoices.findIssuedBetween(from, to);

        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        writer.write(HEADER);
        writer.write("\r\n");
        for (Invoice inv : rows) {
            Customer c = customers.findById(inv.getCustomerId()).orElseThrow();
            writer.write(String.join(",",
                    inv.getInvoiceNo(),
                    c.getBillingCode(),
                    quote(c.getName()),
                    DATE.format(inv.getIssuedAt().atZone(zone)),
                    inv.getAmount().toPlainString(),
                    inv.getTax().toPlainString()));
            writer.write("\r\n");
        }
        writer.flush();
        return rows.size();
    }

    static String quote(String s) {
        if (s == null) {
            return "";
        }
        if (s.contains(",") || s.contains("\"") || s.contains("\n")) {
            return "\"" + s.replace("\"", "\"\"") + "\"";
        }
        return s;
    }
}
