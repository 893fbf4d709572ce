package com.shop.report.job;

import com.shop.report.entity.MonthlyReport;
import com.shop.report.mapper.ReportMapper;
import com.shop.report.service.ReportNotifier;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.Date;

/**
 * 每月 1 号凌晨 2:30 生成上个月的销售月报。
 */
@Slf4j
@Component
@RequiredArgsConstructor
public class MonthlyReportJob {

    private final ReportMapper reportMapper;
    private final ReportNotifier notifier;

    @Scheduled(cron = "0 30 2 1 * ?", zone = "Asia/Shanghai")
    public void run() {
        generate(YearMonth.now(ZoneId.of("Asia/Shanghai")).minusMonths(1));
    }

    public MonthlyReport generate(YearMonth month) {
        LocalDate first = month.atDay(1);
        LocalDate last = month.atEndOfMonth();
        Date start = Date.from(first.atStartOfDay(ZoneId.systemDefault()).toInstant());
        Date end = Date.from(last.atStartOfDay(ZoneId.systemDefault()).toInstant());

        MonthlyReport report = reportMapper.aggregate(start, end);
        report.setMonth(month.toString());
        reportMapper.upsert(report);
        log.info("monthly report {} generated: orders={} gmvFen={}", month, report.getOrderCount(), report.getGmvFen());
        notifier.send(report);
        return report;
    }
}
