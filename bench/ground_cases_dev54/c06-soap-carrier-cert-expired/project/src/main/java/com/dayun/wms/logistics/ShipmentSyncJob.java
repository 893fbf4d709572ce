package com.dayun.wms.logistics;

import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** Nightly: books carrier pickups for every packed shipment that has no waybill yet. */
@Component
public class ShipmentSyncJob {

    private static final Logger log = LoggerFactory.getLogger(ShipmentSyncJob.class);

    private final ShipmentRepository shipments;
    private final LogisticsClient client;
    private final int batchSize;

    public ShipmentSyncJob(ShipmentRepository shipments, LogisticsClient client,
                           @Value("${logistics.sync.batch-size}") int batchSize) {
        this.shipments = shipments;
        this.client = client;
        this.batchSize = batchSize;
    }

    @Scheduled(cron = "${logistics.sync.cron}")
    public void run() {
        List<Shipment> pending = shipments.findPackedWithoutWaybill(batchSize);
        int ok = 0;
        int failed = 0;
        for (Shipment shipment : pending) {
            try {
                shipment.setWaybillNo(client.createShipment(shipment));
                shipments.save(shipment);
                ok++;
            } catch (CarrierException e) {
                failed++;
            }
        }
        log.info("shipment sync done: {} booked, {} failed, {} pending", ok, failed, pending.size());
    }
}
