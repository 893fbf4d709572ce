package com.lanting.payouts.export;

import com.lanting.payouts.domain.Payout;
import com.lanting.payouts.domain.PayoutRepository;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.YearMonth;
import java.util.List;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PayoutExportController {

    private final PayoutRepository repository;
    private final PayoutCsvWriter csvWriter;

    public PayoutExportController(PayoutRepository repository, PayoutCsvWriter csvWriter) {
        this.repository = repository;
        this.csvWriter = csvWriter;
    }

    @GetMapping("/exports/payouts/{month}.csv")
    public void export(@PathVariable YearMonth month, HttpServletResponse response) throws IOException {
        List<Payout> payouts = repository.findByPayDateBetweenOrderByIdAsc(month.atDay(1), month.atEndOfMonth());
        response.setContentType("text/csv;charset=GBK");
        ContentDisposition disposition = ContentDisposition.attachment()
                .filename("付款明细_" + month + ".csv", StandardCharsets.UTF_8)
                .build();
        response.setHeader(HttpHeaders.CONTENT_DISPOSITION, disposition.toString());
        csvWriter.write(payouts, response.getOutputStream());
    }
}
