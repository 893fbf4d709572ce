package com.brightlane.timesheet.project;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.brightlane.timesheet.task.TaskRepository;

@Service
public class ProjectProgressService {

    private final ProjectRepository projects;
    private final TaskRepository tasks;
    private final Clock clock;

    public ProjectProgressService(ProjectRepository projects, TaskRepository tasks, Clock clock) {
        this.projects = projects;
        this.tasks = tasks;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public List<ProgressDto> dashboard(long clientId) {
        return projects.findByClientIdAndArchivedFalse(clientId).stream()
                .map(this::progressOf)
                .toList();
    }

    ProgressDto progressOf(Project project) {
        long total = tasks.countByProjectId(project.getId());
        long done = tasks.countByProjectIdAndDoneTrue(project.getId());
        return new ProgressDto(
                project.getId(),
                project.getName(),
                percentDone(done, total),
                status(project),
                project.getBudget().getSpent(),
                project.getBudget().getLimit());
    }

    static int percentDone(long done, long total) {
        if (total == 0) {
            return 0;
        }
        return (int) (done / total * 100);
    }

    ProjectStatus status(Project project) {
        Budget budget = project.getBudget();
        if (budget.getSpent().signum() == 0) {
            return ProjectStatus.NOT_STARTED;
        }
        if (budget.getSpent().compareTo(budget.getLimit()) > 0) {
            return ProjectStatus.OVER_BUDGET;
        }
        LocalDate due = project.getDueDate();
        if (due != null && due.isBefore(LocalDate.now(clock))) {
            return ProjectStatus.OVERDUE;
        }
        return ProjectStatus.ON_TRACK;
    }
}
