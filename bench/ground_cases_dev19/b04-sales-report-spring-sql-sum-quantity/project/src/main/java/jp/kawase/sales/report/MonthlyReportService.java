package jp.kawase.sales.report;

import java.time.LocalDateTime;
import java.time.YearMonth;
import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class MonthlyReportService {

    private final SalesReportRepository repository;

    public MonthlyReportService(SalesReportRepository repository) {
        this.repository = repository;
    }

    @Transactional(readOnly = true)
    public List<StoreSalesRow> storeTotals(YearMonth month) {
        LocalDateTime from = month.atDay(1).atStartOfDay();
        LocalDateTime to = month.plusMonths(1).atDay(1).atStartOfDay();
        return repository.monthlyTotals(from, to);
    }

    @Transactional(readOnly = true)
    public List<SkuUnitsRow> topSkus(YearMonth month, int limit) {
        LocalDateTime from = month.atDay(1).atStartOfDay();
        LocalDateTime to = month.plusMonths(1).atDay(1).atStartOfDay();
        return repository.topSkus(from, to, Math.min(limit, 100));
    }
}
