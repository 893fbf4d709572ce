package ca.maplefamilyclinic.appointments;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;

import org.springframework.data.domain.PageRequest;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class AppointmentService {

    private final AppointmentRepository repo;

    public AppointmentService(AppointmentRepository repo) {
        this.repo = repo;
    }

    public List<Appointment> forPatient(long patientId, int page, int size) {
        return repo.findByPatientIdOrderByStartsAt(patientId, PageRequest.of(page, size));
    }

    public Optional<Appointment> find(long id) {
        return repo.findById(id);
    }

    /** Appointments (stored in clinic local time) starting before {@code limit} with no reminder yet. */
    public List<Appointment> unremindedStartingBefore(LocalDateTime limit) {
        return repo.findByRemindedFalseAndCancelledFalseAndStartsAtBefore(limit);
    }

    public enum CancelResult { CANCELLED, NOT_FOUND, ALREADY_STARTED }

    @Transactional
    public CancelResult cancel(long id, LocalDateTime now) {
        Optional<Appointment> found = repo.findById(id);
        if (found.isEmpty()) {
            return CancelResult.NOT_FOUND;
        }
        if (!found.get().startsAt().isAfter(now)) {
            return CancelResult.ALREADY_STARTED;
        }
        repo.save(found.get().withCancelled(true));
        return CancelResult.CANCELLED;
    }

    @Transactional
    public void markReminded(long id) {
        repo.findById(id).ifPresent(a -> repo.save(a.withReminded(true)));
    }
}
