package com.hexin.report;

import com.hexin.report.csv.ReconRow;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ExportJobTest {

    @Test
    void fileNameCarriesThePeriod() {
        assertEquals("recon_202512_20251231.csv", ExportJob.fileName(LocalDate.of(2025, 12, 31)));
    }

    @Test
    void cellsFollowTheHeader() {
        ReconRow row = new ReconRow("SO20251130000123", "wechat", LocalDate.of(2025, 11, 30),
                Instant.parse("2025-11-30T13:04:17Z"), new BigDecimal("199.00"), new BigDecimal("198.40"),
                new BigDecimal("0.60"), BigDecimal.ZERO, null);
        List<String> cells = ExportJob.toCells(row);
        assertEquals(ExportJob.HEADER.size(), cells.size());
        assertEquals("2025-11-30", cells.get(2));
        assertEquals("2025-11-30 21:04:17", cells.get(3));
        assertEquals("0.60", cells.get(6));
        assertEquals("", cells.get(8));
    }
}
