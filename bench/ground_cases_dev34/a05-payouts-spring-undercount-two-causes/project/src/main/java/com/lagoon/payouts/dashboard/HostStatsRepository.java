package com.lagoon.payouts.dashboard;

import java.time.LocalDate;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** Read model behind the host dashboard ("Stays this month"). Native SQL on the reporting replica. */
public interface HostStatsRepository extends JpaRepository<HostStatsRow, Long> {

    @Query(nativeQuery = true, value = """
            select date_trunc('month', b.checkout_at at time zone 'Europe/Berlin')::date as month,
                   count(*)                                              as stays,
                   sum(b.amount_paid - b.amount_refunded)                as gross
            from bookings b
            join listings l on l.id = b.listing_id
            where l.host_id = :hostId
              and b.status in ('COMPLETED', 'PARTIALLY_REFUNDED')
              and b.checkout_at at time zone 'Europe/Berlin' >= :fromDate
            group by 1
            order by 1 desc
            """)
    List<HostStatsRow> monthly(@Param("hostId") long hostId, @Param("fromDate") LocalDate fromDate);
}
