package jp.hikari.point.web;

import jp.hikari.point.repository.PointLedgerRepository;
import jp.hikari.point.service.PointCacheService;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BalanceController {

    private final PointCacheService cache;
    private final PointLedgerRepository ledger;

    public BalanceController(PointCacheService cache, PointLedgerRepository ledger) {
        this.cache = cache;
        this.ledger = ledger;
    }

    public record BalanceResponse(long memberId, long balance) {
    }

    @GetMapping("/members/{memberId}/balance")
    public BalanceResponse balance(@PathVariable long memberId) {
        long balance = cache.cachedBalance(memberId).orElseGet(() -> {
            long fresh = ledger.sumByMemberId(memberId);
            cache.putBalance(memberId, fresh);
            return fresh;
        });
        return new BalanceResponse(memberId, balance);
    }
}
