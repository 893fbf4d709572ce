package jp.tsubame.kintai.summary;

import java.time.YearMonth;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/employees/{employeeId}/summary")
public class SummaryController {

    private final MonthlySummaryService service;

    public SummaryController(MonthlySummaryService service) {
        this.service = service;
    }

    @GetMapping
    public MonthlySummary monthly(@PathVariable Long employeeId,
                                  @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        return service.summarize(employeeId, month);
    }

    @GetMapping("/days")
    public java.util.List<MonthlySummary.Daily> daily(@PathVariable Long employeeId,
                                                      @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        return service.summarize(employeeId, month).days();
    }

    @GetMapping("/overtime")
    public long overtimeMinutes(@PathVariable Long employeeId,
                                @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month) {
        return service.summarize(employeeId, month).overtimeMinutes();
    }
}
