package com.acme.reminders;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.EntityGraph;
import org.springframework.data.jpa.repository.JpaRepository;

public interface ReminderRepository extends JpaRepository<Reminder, Long> {

    // tags are read for every reminder in the list: load them in the same query
    @EntityGraph(attributePaths = "tags")
    List<Reminder> findByAssigneeAndDoneFalseAndDueAtAfterOrderByDueAt(Long assignee, Instant after);
}
