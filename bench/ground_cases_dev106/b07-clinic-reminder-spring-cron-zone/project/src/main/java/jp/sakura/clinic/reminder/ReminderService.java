package jp.sakura.clinic.reminder;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Comparator;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

interface AppointmentRepository {
    List<Appointment> findByDate(LocalDate date);
}

@Service
public class ReminderService {

    private final AppointmentRepository repository;
    private final Clock clock;

    public ReminderService(AppointmentRepository repository, @Value("${clinic.zone}") String zone) {
        this(repository, Clock.system(ZoneId.of(zone)));
    }

    ReminderService(AppointmentRepository repository, Clock clock) {
        this.repository = repository;
        this.clock = clock;
    }

    public List<Appointment> appointmentsForTomorrow() {
        LocalDate tomorrow = LocalDate.now(clock).plusDays(1);
        return repository.findByDate(tomorrow).stream()
                .filter(a -> !a.cancelled())
                .filter(a -> a.patientEmail() != null && !a.patientEmail().isBlank())
                .sorted(Comparator.comparing(Appointment::startTime))
                .toList();
    }
}
