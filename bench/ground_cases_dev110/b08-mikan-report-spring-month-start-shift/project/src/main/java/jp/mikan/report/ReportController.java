package jp.mikan.report;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/reports")
public class ReportController {

    private final ReportService service;

    public ReportController(ReportService service) {
        this.service = service;
    }

    @GetMapping(value = "/monthly.csv", produces = "text/csv;charset=UTF-8")
    public String monthlyCsv(
            @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        StringBuilder sb = new StringBuilder("\uFEFFdate,amount\n");
        service.monthlySales(month).forEach((day, amount) ->
                sb.append(day).append(',').append(amount).append('\n'));
        return sb.toString();
    }

    @GetMapping("/monthly")
    public Map<String, Object> monthly(
            @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        Map<LocalDate, Long> days = service.monthlySales(month);
        return Map.of(
                "month", month.toString(),
                "days", days,
                "total", service.monthTotal(month));
    }
}
