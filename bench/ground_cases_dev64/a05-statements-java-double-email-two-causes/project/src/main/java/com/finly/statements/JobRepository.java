package com.finly.statements;

import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class JobRepository {

    private final JdbcTemplate jdbc;

    public JobRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public record StatementJob(long id, long customerId, String period) {}

    public Optional<StatementJob> findNextPending() {
        return jdbc.query(
                "SELECT id, customer_id, period FROM statement_jobs WHERE status = 'PENDING' ORDER BY id LIMIT 1",
                (rs, i) -> new StatementJob(rs.getLong("id"), rs.getLong("customer_id"), rs.getString("period")))
            .stream().findFirst();
    }

    public void markRunning(long id) {
        jdbc.update("UPDATE statement_jobs SET status = 'RUNNING', started_at = now() WHERE id = ?", id);
    }

    public void markDone(long id) {
        jdbc.update("UPDATE statement_jobs SET status = 'DONE', finished_at = now() WHERE id = ?", id);
    }

    public void markFailed(long id, String error) {
        jdbc.update("UPDATE statement_jobs SET status = 'FAILED', error = ? WHERE id = ?", error, id);
    }
}
