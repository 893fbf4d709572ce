package com.lagoon.payouts.booking;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface BookingRepository extends JpaRepository<Booking, Long> {

    /**
     * Stays that a host gets paid for in [from, to): checked out in the period and not
     * cancelled. Partial refunds are netted out by the caller.
     */
    @Query("""
            select b from Booking b
            where b.listing.host.id = :hostId
              and b.checkoutAt >= :from and b.checkoutAt < :to
              and b.status = com.lagoon.payouts.booking.BookingStatus.COMPLETED
            order by b.checkoutAt
            """)
    List<Booking> findPayableForHost(@Param("hostId") long hostId,
                                     @Param("from") Instant from,
                                     @Param("to") Instant to);

    @Query("""
            select count(b) from Booking b
            where b.listing.host.id = :hostId and b.status = com.lagoon.payouts.booking.BookingStatus.CANCELLED
              and b.createdAt >= :since
            """)
    long countCancellationsSince(@Param("hostId") long hostId, @Param("since") Instant since);

    List<Booking> findByGuestIdOrderByCheckinAtDesc(long guestId);
}
