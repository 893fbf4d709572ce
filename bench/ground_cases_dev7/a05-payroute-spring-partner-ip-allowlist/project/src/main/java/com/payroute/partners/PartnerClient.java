package com.payroute.partners;

import java.util.List;

import com.payroute.payout.Payout;

public interface PartnerClient {
    String name();

    BatchReceipt submitBatch(String batchRef, List<Payout> payouts);

    record BatchReceipt(String partnerBatchId, String status) {}
}
