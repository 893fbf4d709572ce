package jp.example.reminder;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.springframework.stereotype.Service;

@Service
public class ReminderService {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy/MM/dd");

    private final SubscriberRepository repo;
    private final Mailer mailer;

    public ReminderService(SubscriberRepository repo, Mailer mailer) {
        this.repo = repo;
        this.mailer = mailer;
    }

    public int sendDueReminders(LocalDate today) {
        List<Subscriber> due = repo.findDue(today);
        int sent = 0;
        for (Subscriber s : due) {
            if (s.optedOut()) {
                continue;
            }
            String body = s.name() + " 様\n\n" + DATE.format(s.dueDate()) + " が返却期限です。\n";
            mailer.send(s.email(), "【リマインド】返却期限のお知らせ", body);
            sent++;
        }
        return sent;
    }

    public record Subscriber(long id, String name, String email, LocalDate dueDate, boolean optedOut) {}
}
