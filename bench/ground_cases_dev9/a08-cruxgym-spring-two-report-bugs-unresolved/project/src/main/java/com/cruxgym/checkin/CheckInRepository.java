package com.cruxgym.checkin;

import java.time.LocalDateTime;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface CheckInRepository extends JpaRepository<CheckIn, Long> {

    /** Visits in [from, to), without staff check-ins and voided scans. */
    @Query("""
           select count(c) from CheckIn c
           join c.member m
           where c.checkedInAt >= :from and c.checkedInAt < :to
             and c.voided = false
             and m.staff = false
           """)
    long countVisits(@Param("from") LocalDateTime from, @Param("to") LocalDateTime to);

    @Query("""
           select count(distinct c.member.id) from CheckIn c
           where c.checkedInAt >= :from and c.checkedInAt < :to
             and c.voided = false
           """)
    long countUniqueMembers(@Param("from") LocalDateTime from, @Param("to") LocalDateTime to);

    @Query("""
           select hour(c.checkedInAt), count(c) from CheckIn c
           where c.checkedInAt >= :from and c.checkedInAt < :to and c.voided = false
           group by hour(c.checkedInAt) order by 1
           """)
    List<Object[]> countByHour(@Param("from") LocalDateTime from, @Param("to") LocalDateTime to);
}
