package cn.qianbao.wallet.topup;

import cn.qianbao.wallet.ledger.LedgerRepository;
import cn.qianbao.wallet.wallet.WalletRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class TopUpService {
    private final WalletRepository wallets;
    private final LedgerRepository ledger;

    public TopUpService(WalletRepository wallets, LedgerRepository ledger) {
        this.wallets = wallets;
        this.ledger = ledger;
    }

    @Transactional
    public void topUp(long walletId, long amountFen) {
        wallets.credit(walletId, amountFen);
        ledger.record(walletId, amountFen, "top-up");
    }
}
