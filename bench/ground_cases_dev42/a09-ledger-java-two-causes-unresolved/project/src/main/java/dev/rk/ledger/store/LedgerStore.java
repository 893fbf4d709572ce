package dev.rk.ledger.store;

import dev.rk.ledger.model.Transaction;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/** The ledger: one SQLite table of transactions. */
public final class LedgerStore implements AutoCloseable {
    private final Connection conn;

    public LedgerStore(Path db) throws SQLException {
        conn = DriverManager.getConnection("jdbc:sqlite:" + db);
        try (Statement st = conn.createStatement()) {
            st.executeUpdate("""
                    CREATE TABLE IF NOT EXISTS tx (
                        id INTEGER PRIMARY KEY,
                        account TEXT NOT NULL,
                        booked INTEGER NOT NULL,
                        amount TEXT NOT NULL,
                        counterparty TEXT,
                        purpose TEXT,
                        category TEXT,
                        UNIQUE (account, booked, amount, purpose)
                    )""");
        }
    }

    /** Inserts new transactions, skipping ones already imported. Returns how many were new. */
    public int insertAll(List<Transaction> txs) throws SQLException {
        String sql = "INSERT OR IGNORE INTO tx (account, booked, amount, counterparty, purpose, category) "
                + "VALUES (?, ?, ?, ?, ?, ?)";
        int added = 0;
        conn.setAutoCommit(false);
        try (PreparedStatement ps = conn.prepareStatement(sql)) {
            for (Transaction t : txs) {
                ps.setString(1, t.account());
                ps.setLong(2, t.date().atStartOfDay(ZoneId.systemDefault()).toInstant().toEpochMilli());
                ps.setString(3, t.amount().toPlainString());
                ps.setString(4, t.counterparty());
                ps.setString(5, t.purpose());
                ps.setString(6, t.category());
                added += ps.executeUpdate();
            }
            conn.commit();
        } finally {
            conn.setAutoCommit(true);
        }
        return added;
    }

    /** Transactions booked in [from, to), oldest first. */
    public List<Transaction> between(LocalDate from, LocalDate to) throws SQLException {
        String sql = "SELECT account, booked, amount, counterparty, purpose, category FROM tx "
                + "WHERE booked >= ? AND booked < ? ORDER BY booked";
        try (PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setLong(1, from.atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli());
            ps.setLong(2, to.atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli());
            List<Transaction> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Transaction(rs.getString(1),
                            Instant.ofEpochMilli(rs.getLong(2)).atZone(ZoneOffset.UTC).toLocalDate(),
                            new BigDecimal(rs.getString(3)),
                            rs.getString(4), rs.getString(5), rs.getString(6)));
                }
            }
            return out;
        }
    }

    public void setCategory(String purposeLike, String category) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("UPDATE tx SET category = ? WHERE purpose LIKE ?")) {
            ps.setString(1, category);
            ps.setString(2, purposeLike);
            ps.executeUpdate();
        }
    }

    @Override
    public void close() throws SQLException {
        conn.close();
    }
}
