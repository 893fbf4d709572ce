package com.payroute.payout;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/admin/payout-batches")
public class AdminController {

    private final PayoutBatchRepository batches;
    private final PayoutService service;

    public AdminController(PayoutBatchRepository batches, PayoutService service) {
        this.batches = batches;
        this.service = service;
    }

    /** Re-send a FAILED batch, e.g. after a partner outage. */
    @PostMapping("/{id}/retry")
    public ResponseEntity<Void> retry(@PathVariable long id) {
        var batch = batches.findById(id).orElseThrow();
        if (!batch.isFailed()) {
            return ResponseEntity.status(409).build();
        }
        service.submit(batch);
        return ResponseEntity.accepted().build();
    }
}
