package com.shopline.payments;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;

import java.util.Optional;

public interface PaymentRepository extends JpaRepository<Payment, String> {

    Optional<Payment> findByMerchantReference(String merchantReference);

    @Query(value = "SELECT EXISTS (SELECT 1 FROM adyen_events WHERE psp_reference = ?1 AND event_code = ?2)",
           nativeQuery = true)
    boolean existsByPspReferenceAndEventCode(String pspReference, String eventCode);

    @Modifying
    @Query(value = "INSERT INTO adyen_events (psp_reference, event_code) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
           nativeQuery = true)
    void recordEvent(String pspReference, String eventCode);
}
