package com.payroute.payout;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.payroute.partners.PartnerClient;

@Service
public class PayoutService {

    private static final Logger log = LoggerFactory.getLogger(PayoutService.class);

    private final Map<String, PartnerClient> partners;
    private final PayoutBatchRepository batches;

    public PayoutService(List<PartnerClient> partners, PayoutBatchRepository batches) {
        this.partners = partners.stream().collect(Collectors.toMap(PartnerClient::name, Function.identity()));
        this.batches = batches;
    }

    @Transactional
    public void submit(PayoutBatch batch) {
        var client = partners.get(batch.getPartner());
        if (client == null) {
            throw new IllegalStateException("no client for partner " + batch.getPartner());
        }
        batch.markSubmitting();
        batches.save(batch);
        log.info("submitting batch {} ({} items) to {}", batch.getId(), batch.getPayouts().size(), client.name());
        var receipt = client.submitBatch("PR-" + batch.getId(), batch.getPayouts());
        batch.markSubmitted(receipt.partnerBatchId(), receipt.status());
        batches.save(batch);
    }

    @Transactional
    public void markFailed(PayoutBatch batch, Exception e) {
        batch.markFailed(e.getMessage());
        batches.save(batch);
    }
}
