package com.northinn.rooms;

import java.time.LocalDateTime;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface BookingRepository extends JpaRepository<Booking, Long> {

    List<Booking> findByRoomId(long roomId);

    /** Bookings that touch [from, to): start before the window ends, end after it starts. */
    List<Booking> findByStartBeforeAndEndAfterOrderByStart(LocalDateTime to, LocalDateTime from);
}
