package com.hexa.billing.report;

import java.time.YearMonth;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/reports")
public class ReportController {

    private static final Logger log = LoggerFactory.getLogger(ReportController.class);

    private final RevenueReportDao dao;

    public ReportController(RevenueReportDao dao) {
        this.dao = dao;
    }

    @GetMapping("/monthly-revenue")
    public List<MonthlyRevenue> monthlyRevenue(
            @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth from,
            @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth to) {
        log.debug("monthly revenue {}..{}", from, to);
        List<MonthlyRevenue> rows = dao.monthlyRevenue(from, to);
        log.debug("monthly revenue rows: {}", rows);
        return rows;
    }

    @GetMapping("/top-customers")
    public List<TopCustomer> topCustomers(
            @RequestParam @DateTimeFormat(pattern = "yyyy-MM") YearMonth month,
            @RequestParam(defaultValue = "10") int limit) {
        log.debug("top customers {} limit {}", month, limit);
        return dao.topCustomers(month, Math.min(limit, 100));
    }
}
