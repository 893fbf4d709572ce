package cn.qianbao.wallet.wallet;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class WalletRepository {
    private final JdbcTemplate jdbc;

    public WalletRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public void debit(long id, long fen) {
        jdbc.update("UPDATE wallets SET balance_fen = balance_fen - ? WHERE id = ?", fen, id);
    }

    public void credit(long id, long fen) {
        jdbc.update("UPDATE wallets SET balance_fen = balance_fen + ? WHERE id = ?", fen, id);
    }
}
