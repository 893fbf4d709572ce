package jp.kawase.sales.report;

import java.time.YearMonth;
import java.util.List;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/reports")
public class ReportController {

    private final MonthlyReportService service;

    public ReportController(MonthlyReportService service) {
        this.service = service;
    }

    @GetMapping("/monthly")
    public List<StoreSalesRow> monthly(@RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        return service.storeTotals(month);
    }

    @GetMapping("/top-skus")
    public List<SkuUnitsRow> topSkus(@RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month,
                                     @RequestParam(defaultValue = "20") int limit) {
        return service.topSkus(month, limit);
    }
}
