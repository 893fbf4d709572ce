package jp.co.hanamaru.admin.report;

import java.time.YearMonth;
import java.util.List;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/admin/reports")
public class ReportController {

    private final MonthlySalesRepository monthlySales;

    public ReportController(MonthlySalesRepository monthlySales) {
        this.monthlySales = monthlySales;
    }

    @GetMapping("/monthly")
    public MonthlyReport monthly(@RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        List<DailySales> days = monthlySales.findByMonth(month);
        long total = days.stream().mapToLong(DailySales::grossAmount).sum();
        long orders = days.stream().mapToLong(DailySales::orderCount).sum();
        return new MonthlyReport(month.toString(), orders, total, days);
    }

    @GetMapping(value = "/monthly.csv", produces = "text/csv")
    public ResponseEntity<String> monthlyCsv(@RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        StringBuilder csv = new StringBuilder("\uFEFF");
        csv.append("日付,注文数,売上(税込)\r\n");
        for (DailySales d : monthlySales.findByMonth(month)) {
            csv.append(d.salesDate()).append(',')
               .append(d.orderCount()).append(',')
               .append(d.grossAmount()).append("\r\n");
        }
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"sales-" + month + ".csv\"")
                .contentType(new MediaType("text", "csv", java.nio.charset.StandardCharsets.UTF_8))
                .body(csv.toString());
    }

    public record MonthlyReport(String month, long orderCount, long grossAmount, List<DailySales> days) {
    }
}
