package cn.qianbao.wallet.refund;

import cn.qianbao.wallet.ledger.LedgerRepository;
import cn.qianbao.wallet.wallet.WalletRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class RefundService {
    private final WalletRepository wallets;
    private final LedgerRepository ledger;
    private final PaymentGateway gateway;

    public RefundService(WalletRepository wallets, LedgerRepository ledger, PaymentGateway gateway) {
        this.wallets = wallets;
        this.ledger = ledger;
        this.gateway = gateway;
    }

    public void refund(Refund refund) {
        doRefund(refund);
    }

    @Transactional
    private void doRefund(Refund refund) {
        wallets.debit(refund.walletId(), refund.amountFen());
        ledger.record(refund.walletId(), -refund.amountFen(), "refund " + refund.orderNo());
        gateway.refund(refund.orderNo(), refund.amountFen());
    }
}
