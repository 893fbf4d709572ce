package jp.hanamaru.shop.order;

import java.math.BigDecimal;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class PointService {

    private final PointAccountRepository accounts;

    public PointService(PointAccountRepository accounts) {
        this.accounts = accounts;
    }

    /** Uses as many of the customer's points as the amount allows; returns what is left to pay. */
    @Transactional
    public BigDecimal redeem(long customerId, BigDecimal amount) {
        PointAccount account = accounts.findByCustomerId(customerId)
                .orElseThrow(() -> new IllegalStateException("no point account for " + customerId));
        BigDecimal usable = BigDecimal.valueOf(account.getBalance()).min(amount);
        account.setBalance(account.getBalance() - usable.longValue());
        return amount.subtract(usable);
    }
}
