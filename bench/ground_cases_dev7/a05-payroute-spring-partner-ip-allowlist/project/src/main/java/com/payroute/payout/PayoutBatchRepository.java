package com.payroute.payout;

import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface PayoutBatchRepository extends JpaRepository<PayoutBatch, Long> {

    @Query("select b from PayoutBatch b where b.state = com.payroute.payout.PayoutBatch.State.APPROVED order by b.id")
    List<PayoutBatch> findApprovedNotSubmitted();
}
