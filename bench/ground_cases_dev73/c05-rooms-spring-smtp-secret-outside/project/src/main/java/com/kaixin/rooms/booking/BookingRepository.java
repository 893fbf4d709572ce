package com.kaixin.rooms.booking;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface BookingRepository extends JpaRepository<Booking, Long> {

    List<Booking> findByReminderSentAtIsNullAndStartsAtBetween(Instant from, Instant to);
}
