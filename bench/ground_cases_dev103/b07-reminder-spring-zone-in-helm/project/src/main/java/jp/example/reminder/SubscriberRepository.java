package jp.example.reminder;

import java.time.LocalDate;
import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

import jp.example.reminder.ReminderService.Subscriber;

@Repository
public class SubscriberRepository {
    private final JdbcTemplate jdbc;

    public SubscriberRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Loans due tomorrow. */
    public List<Subscriber> findDue(LocalDate today) {
        return jdbc.query(
            "select s.id, s.name, s.email, l.due_date, s.opted_out "
                + "from loans l join subscribers s on s.id = l.subscriber_id "
                + "where l.due_date = ? and l.returned_at is null",
            (rs, i) -> new Subscriber(
                rs.getLong("id"),
                rs.getString("name"),
                rs.getString("email"),
                rs.getDate("due_date").toLocalDate(),
                rs.getBoolean("opted_out")),
            today.plusDays(1));
    }
}
