package jp.example.remind;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/** Reads and updates {@code reminders} (PostgreSQL). */
public class ReminderRepository {
    private static final String FIND_DUE = """
            SELECT id, user_id, email, kind, title, due_at
              FROM reminders
             WHERE sent_at IS NULL
               AND due_at >= ? AND due_at < ?
             ORDER BY id
            """;

    private final Connection db;

    public ReminderRepository(Connection db) {
        this.db = db;
    }

    public List<Reminder> findDue(LocalDateTime from, LocalDateTime to) throws SQLException {
        List<Reminder> out = new ArrayList<>();
        try (PreparedStatement ps = db.prepareStatement(FIND_DUE)) {
            ps.setTimestamp(1, Timestamp.valueOf(from));
            ps.setTimestamp(2, Timestamp.valueOf(to));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Reminder(rs.getLong("id"), rs.getString("user_id"), rs.getString("email"),
                            Reminder.Kind.values()[rs.getShort("kind")], rs.getString("title"),
                            rs.getTimestamp("due_at").toLocalDateTime()));
                }
            }
        }
        return out;
    }

    public void markSent(List<Long> ids, LocalDateTime at) throws SQLException {
        if (ids.isEmpty()) {
            return;
        }
        try (PreparedStatement ps = db.prepareStatement("UPDATE reminders SET sent_at = ? WHERE id = ANY (?)")) {
            ps.setTimestamp(1, Timestamp.valueOf(at));
            ps.setArray(2, db.createArrayOf("bigint", ids.toArray()));
            ps.executeUpdate();
        }
    }
}
