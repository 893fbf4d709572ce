package com.acme.reports.weekly;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

class WeeklyReportJobTest {

    private final WeeklyReportJob job = new WeeklyReportJob(null, null, null, null);

    @Test
    void csvHasHeaderAndRows() throws IOException {
        String csv = job.toCsv(List.<String[]>of(new String[] {"2025-11-03", "1", "山田商事", "関東", "1200"}));

        assertThat(csv).startsWith("\uFEFF");
        String[] lines = csv.substring(1).split("\r\n");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).isEqualTo("受注日,注文ID,顧客名,地域,金額");
        assertThat(lines[1]).isEqualTo("2025-11-03,1,山田商事,関東,1200");
    }
}
