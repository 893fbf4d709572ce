package com.kuaiyun.logistics.tracking;

import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;

public interface TrackingEventRepository extends JpaRepository<TrackingEvent, Long> {

    List<TrackingEvent> findByTrackingNumberOrderByScanTimeDesc(String trackingNumber);
}
