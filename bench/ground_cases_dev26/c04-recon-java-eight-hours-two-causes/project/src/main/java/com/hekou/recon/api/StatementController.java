package com.hekou.recon.api;

import com.hekou.recon.domain.StatementLine;
import com.hekou.recon.domain.StatementLineRepository;
import com.hekou.recon.export.StatementExportService;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.LocalDate;
import java.util.List;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/merchants/{merchantId}/statements")
public class StatementController {

    private final StatementLineRepository lines;
    private final StatementExportService export;

    public StatementController(StatementLineRepository lines, StatementExportService export) {
        this.lines = lines;
        this.export = export;
    }

    /** Page data for the statement screen; paidAt is serialized by Jackson. */
    @GetMapping
    public List<StatementLine> list(@PathVariable long merchantId,
                                    @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate from,
                                    @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate to) {
        return lines.findForMerchant(merchantId, from, to, 500);
    }

    @GetMapping("/export")
    public void exportCsv(@PathVariable long merchantId,
                          @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate from,
                          @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate to,
                          HttpServletResponse response) throws IOException {
        response.setContentType("text/csv");
        response.setHeader("Content-Disposition", "attachment; filename=statement-" + merchantId + ".csv");
        export.writeCsv(merchantId, from, to, response.getOutputStream());
    }
}
