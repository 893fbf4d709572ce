package com.acme.reminders;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Service;

@Service
public class ReminderService {

    public record ReminderView(Long id, String title, Instant dueAt, boolean mine, boolean today, List<String> tags) {}

    private final ReminderRepository reminders;

    public ReminderService(ReminderRepository reminders) {
        this.reminders = reminders;
    }

    public List<ReminderView> upcoming(Long userId) {
        // one query: the repository method fetches the tags with an entity graph
        List<Reminder> due = reminders.findByAssigneeAndDoneFalseAndDueAtAfterOrderByDueAt(userId, Instant.now());
        List<ReminderView> out = new ArrayList<>(due.size());
        for (Reminder r : due) {
            List<String> tags = r.getTags().stream().sorted().toList();
            out.add(new ReminderView(r.getId(), r.getTitle(), r.getDueAt(), isSelfReminder(r), isToday(r), tags));
        }
        return out;
    }

    public void complete(Long id) {
        Reminder r = reminders.findById(id).orElseThrow();
        r.setDone(true);
        reminders.save(r);
    }

    private boolean isSelfReminder(Reminder r) {
        return r.getCreatedBy() == r.getAssignee();
    }

    private boolean isToday(Reminder r) {
        LocalDate today = LocalDate.now();
        return r.getDueAt().atZone(ZoneId.systemDefault()).toLocalDate().equals(today);
    }
}
