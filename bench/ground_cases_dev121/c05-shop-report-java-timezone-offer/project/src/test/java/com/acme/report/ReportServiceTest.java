package com.acme.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class ReportServiceTest {

    private final ReportService reports = new ReportService(null);

    @Test
    void csvHasHeaderAndYuanAmounts() {
        String csv = reports.toCsv(List.of(new ReportService.DailyRow("SH001", 3, 12950)));
        assertEquals("门店,订单数,金额(元)\nSH001,3,129.50\n", csv);
    }
}
