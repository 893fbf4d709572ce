package cn.qianbao.wallet.ledger;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class LedgerRepository {
    private final JdbcTemplate jdbc;

    public LedgerRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public void record(long walletId, long fen, String memo) {
        jdbc.update("INSERT INTO ledger (wallet_id, amount_fen, memo) VALUES (?, ?, ?)", walletId, fen, memo);
    }
}
