package jp.kirin.settlement.service;

import java.util.List;
import jp.kirin.settlement.feed.SettlementRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

@Service
public class ReconciliationService {

    private static final Logger log = LoggerFactory.getLogger(ReconciliationService.class);

    public record Result(int count, long gross, long fees, long net, long diff) {}

    /** Compares the partner's lines with the total the partner states in its daily summary mail. */
    public Result reconcile(List<SettlementRecord> records, long partnerNetTotal) {
        long gross = 0;
        long fees = 0;
        for (SettlementRecord r : records) {
            long sign = r.isRefund() ? -1 : 1;
            gross += sign * r.amount();
            fees += r.fee();
        }
        long net = gross - fees;
        long diff = net - partnerNetTotal;
        if (diff != 0) {
            log.warn("settlement mismatch: ours={} partner={} diff={}", net, partnerNetTotal, diff);
        }
        return new Result(records.size(), gross, fees, net, diff);
    }
}
