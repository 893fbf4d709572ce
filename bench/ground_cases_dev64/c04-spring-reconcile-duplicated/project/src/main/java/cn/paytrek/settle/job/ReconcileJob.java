package cn.paytrek.settle.job;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import cn.paytrek.settle.service.SettlementService;

/** Daily reconciliation: sums yesterday's captured payments per merchant into settlement rows. */
@Component
public class ReconcileJob {
    private static final Logger log = LoggerFactory.getLogger(ReconcileJob.class);
    private static final ZoneId CN = ZoneId.of("Asia/Shanghai");

    private final SettlementService settlements;

    public ReconcileJob(SettlementService settlements) {
        this.settlements = settlements;
    }

    @Scheduled(cron = "${settle.reconcile.cron}", zone = "Asia/Shanghai")
    public void run() {
        LocalDate bizDate = LocalDate.now(CN).minusDays(1);
        List<Long> merchants = settlements.merchantsWithActivity(bizDate);
        log.info("reconcile start bizDate={} merchants={}", bizDate, merchants.size());
        int ok = 0;
        for (Long merchantId : merchants) {
            try {
                settlements.settleMerchant(merchantId, bizDate);
                ok++;
            } catch (Exception e) {
                log.error("reconcile merchant={} bizDate={} failed", merchantId, bizDate, e);
            }
        }
        log.info("reconcile done bizDate={} ok={}/{}", bizDate, ok, merchants.size());
    }
}
