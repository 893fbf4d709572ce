package jp.co.sankyo.billing.export;

import java.io.IOException;
import java.time.YearMonth;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class InvoiceCsvController {

    private final InvoiceCsvExportService service;
    private final String filePrefix;

    public InvoiceCsvController(InvoiceCsvExportService service,
                                @Value("${billing.export.file-prefix}") String filePrefix) {
        this.service = service;
        this.filePrefix = filePrefix;
    }

    @GetMapping("/admin/invoices/export.csv")
    public void export(@RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month,
                       HttpServletResponse response) throws IOException {
        response.setContentType("text/csv; charset=UTF-8");
        response.setHeader("Content-Disposition",
                "attachment; filename=\"" + filePrefix + "_" + month + ".csv\"");
        service.export(month, response.getOutputStream());
    }
}
