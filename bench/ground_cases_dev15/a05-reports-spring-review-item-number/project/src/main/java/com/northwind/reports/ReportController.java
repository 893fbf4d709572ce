package com.northwind.reports;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/reports")
public class ReportController {

    private final ReportDao reports;
    private final OrderService orders;

    public ReportController(ReportDao reports, OrderService orders) {
        this.reports = reports;
        this.orders = orders;
    }

    @GetMapping("/revenue/regions")
    public List<ReportDao.RegionRevenue> revenueByRegion(
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate from,
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate to,
            @RequestParam(defaultValue = "revenue DESC") String sort) {
        return reports.revenueByRegion(from, to, sort);
    }

    @GetMapping("/ledger/balanced")
    public Map<String, Boolean> ledgerBalanced(
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate from,
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate to) {
        return Map.of("balanced", reports.isLedgerBalanced(from, to));
    }

    @GetMapping("/orders")
    public List<OrderService.OrderRow> orders(
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate from,
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate to) {
        return orders.listOrdersWithCustomers(from, to);
    }
}
