package com.kuaiyun.logistics.shipment;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface ShipmentRepository extends JpaRepository<Shipment, Long> {

    List<Shipment> findByStatusAndShippedAtBefore(String status, Instant cutoff);

    List<Shipment> findTop50ByStatusOrderByShippedAtAsc(String status);

    @Query("select s.carrierCode as carrier, count(s) as total from Shipment s "
            + "where s.status = :status group by s.carrierCode order by count(s) desc")
    List<CarrierCount> countByCarrier(@Param("status") String status);

    interface CarrierCount {
        String getCarrier();
        long getTotal();
    }
}
