package ca.maplefamilyclinic.appointments;

import java.time.LocalDateTime;
import java.util.List;

import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface AppointmentRepository extends JpaRepository<Appointment, Long> {

    /** A patient's appointments, oldest first. */
    List<Appointment> findByPatientIdOrderByStartsAt(long patientId);

    /** The same, one page at a time. */
    List<Appointment> findByPatientIdOrderByStartsAt(long patientId, Pageable pageable);

    /** Candidates for a reminder: not reminded, not cancelled, starting before {@code limit}. */
    List<Appointment> findByRemindedFalseAndCancelledFalseAndStartsAtBefore(LocalDateTime limit);

    @Query("select count(a) from Appointment a where a.practitioner = :practitioner "
            + "and a.cancelled = false and a.startsAt between :from and :to")
    long countBooked(@Param("practitioner") String practitioner,
                     @Param("from") LocalDateTime from,
                     @Param("to") LocalDateTime to);

    default boolean hasAny(long patientId) {
        return !findByPatientIdOrderByStartsAt(patientId).isEmpty();
    }
}
