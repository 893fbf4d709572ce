package com.acme.booking;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface BookingRepository extends JpaRepository<Booking, Long> {

    List<Booking> findByRoomIdAndCancelledFalse(Long roomId);

    List<Booking> findByUserIdAndCancelledFalseOrderByStartsAtAsc(Long userId);
}
