package com.acme.attendance.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.acme.attendance.config.AppProperties;
import com.acme.attendance.domain.Punch;
import com.acme.attendance.domain.PunchRepository;
import com.acme.attendance.domain.PunchType;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ShiftServiceTest {

    PunchRepository repo = mock(PunchRepository.class);
    ShiftService service;

    @BeforeEach
    void setUp() {
        service = new ShiftService(repo, new AppProperties(ZoneId.of("Asia/Shanghai"), LocalTime.of(9, 5)));
    }

    private void givenPunches(Punch... punches) {
        when(repo.findByEmployeeIdAndPunchedAtBetweenOrderByPunchedAt(eq("e-1"), any(), any()))
                .thenReturn(List.of(punches));
    }

    @Test
    void sumsWorkedMinutesPerDay() {
        // 09:00-12:00 and 13:00-18:00 Beijing time
        givenPunches(
                new Punch("e-1", PunchType.IN, Instant.parse("2024-03-05T01:00:00Z")),
                new Punch("e-1", PunchType.OUT, Instant.parse("2024-03-05T04:00:00Z")),
                new Punch("e-1", PunchType.IN, Instant.parse("2024-03-05T05:00:00Z")),
                new Punch("e-1", PunchType.OUT, Instant.parse("2024-03-05T10:00:00Z")));

        var rows = service.dailySummary("e-1", LocalDate.of(2024, 3, 5), LocalDate.of(2024, 3, 5));

        assertThat(rows).hasSize(1);
        assertThat(rows.get(0).date()).isEqualTo(LocalDate.of(2024, 3, 5));
        assertThat(rows.get(0).workedMinutes()).isEqualTo(480);
        assertThat(rows.get(0).late()).isFalse();
    }

    @Test
    void punchInAfterNineOhFiveIsLate() {
        assertThat(service.isLate(new Punch("e-1", PunchType.IN, Instant.parse("2024-03-05T01:06:00Z")))).isTrue();
        assertThat(service.isLate(new Punch("e-1", PunchType.IN, Instant.parse("2024-03-05T01:04:00Z")))).isFalse();
    }

    @Test
    void missingPunchOutIsIncomplete() {
        givenPunches(new Punch("e-1", PunchType.IN, Instant.parse("2024-03-05T01:00:00Z")));

        var rows = service.dailySummary("e-1", LocalDate.of(2024, 3, 5), LocalDate.of(2024, 3, 5));

        assertThat(rows.get(0).incomplete()).isTrue();
        assertThat(rows.get(0).workedMinutes()).isZero();
    }
}
