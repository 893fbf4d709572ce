package com.acme.report;

import com.acme.common.DateUtils;
import com.acme.report.model.DailyRow;
import com.acme.report.model.PaidOrder;
import com.acme.report.repo.PaidOrderRepository;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.springframework.stereotype.Service;

@Service
public class WeeklyReportService {

    private final PaidOrderRepository orders;

    public WeeklyReportService(PaidOrderRepository orders) {
        this.orders = orders;
    }

    public List<DailyRow> weekly(LocalDate monday) {
        List<PaidOrder> paid = orders.findPaidBetween(
                DateUtils.startOfDay(monday), DateUtils.startOfDay(monday.plusDays(7)));
        Map<LocalDate, long[]> byDay = new TreeMap<>();
        for (PaidOrder o : paid) {
            LocalDate day = DateUtils.toLocalDate(o.getPaidAt());
            long[] acc = byDay.computeIfAbsent(day, d -> new long[2]);
            acc[0] += 1;
            acc[1] += o.getAmountCents();
        }
        return byDay.entrySet().stream()
                .map(e -> new DailyRow(DateUtils.formatDay(e.getKey()), e.getValue()[0], e.getValue()[1]))
                .toList();
    }
}
