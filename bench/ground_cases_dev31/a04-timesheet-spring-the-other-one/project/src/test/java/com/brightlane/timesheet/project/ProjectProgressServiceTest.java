package com.brightlane.timesheet.project;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;

import com.brightlane.timesheet.task.TaskRepository;

class ProjectProgressServiceTest {

    private final Clock clock = Clock.fixed(Instant.parse("2025-11-03T09:00:00Z"), ZoneOffset.UTC);
    private final ProjectProgressService service =
            new ProjectProgressService(mock(ProjectRepository.class), mock(TaskRepository.class), clock);

    @Test
    void percentDoneIsZeroWithoutTasks() {
        assertThat(ProjectProgressService.percentDone(0, 0)).isZero();
    }

    @Test
    void percentDoneIsHundredWhenAllDone() {
        assertThat(ProjectProgressService.percentDone(8, 8)).isEqualTo(100);
    }

    @Test
    void overdueWhenDuePassed() {
        Project p = mock(Project.class);
        when(p.getBudget()).thenReturn(new Budget(new BigDecimal("10.00"), new BigDecimal("100.00")));
        when(p.getDueDate()).thenReturn(LocalDate.of(2025, 11, 1));
        assertThat(service.status(p)).isEqualTo(ProjectStatus.OVERDUE);
    }
}
