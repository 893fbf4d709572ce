package com.clinicbook.booking;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface BookingRepository extends JpaRepository<Booking, Long> {

    @Query("""
        select b from Booking b
        where b.status = com.clinicbook.booking.Booking.Status.CONFIRMED
          and b.startsAt >= :from and b.startsAt <= :to
        """)
    List<Booking> findStartingBetween(@Param("from") Instant from, @Param("to") Instant to);

    List<Booking> findByPatientEmailOrderByStartsAtDesc(String patientEmail);

    @Query("""
        select count(b) from Booking b
        where b.doctorName = :doctor
          and b.status = com.clinicbook.booking.Booking.Status.CONFIRMED
          and b.startsAt >= :from and b.startsAt < :to
        """)
    long countForDoctor(@Param("doctor") String doctor, @Param("from") Instant from, @Param("to") Instant to);

    default boolean isFree(String doctor, Instant from, Instant to) {
        return countForDoctor(doctor, from, to) == 0;
    }
}
