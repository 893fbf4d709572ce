package com.cruxgym.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.cruxgym.checkin.CheckInRepository;
import java.time.YearMonth;
import org.junit.jupiter.api.Test;

class VisitReportServiceTest {

    private final CheckInRepository repo = mock(CheckInRepository.class);
    private final VisitReportService service = new VisitReportService(repo);

    @Test
    void monthlyPassesCountsThrough() {
        when(repo.countVisits(any(), any())).thenReturn(812L);
        when(repo.countUniqueMembers(any(), any())).thenReturn(240L);

        MonthlyVisits r = service.monthly(YearMonth.of(2025, 9));

        assertThat(r.visits()).isEqualTo(812L);
        assertThat(r.uniqueMembers()).isEqualTo(240L);
    }
}
