package jp.hinata.reserve;

import java.time.Clock;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class ReservationService {
    private final ReservationRepository repository;
    private final ReserveProperties properties;
    private final Clock clock;

    public ReservationService(ReservationRepository repository, ReserveProperties properties, Clock clock) {
        this.repository = repository;
        this.properties = properties;
        this.clock = clock;
    }

    public List<Reservation> listUpcoming(Long customerId) {
        return repository.findByCustomerIdAndStartsAtAfterOrderByStartsAt(customerId, LocalDateTime.now(clock));
    }

    @Transactional
    public Reservation cancel(Long id) {
        Reservation r = repository.findById(id)
                .orElseThrow(() -> new ReservationNotFoundException(id));
        long hoursLeft = Duration.between(LocalDateTime.now(clock), r.getStartsAt()).toHours();
        if (hoursLeft < properties.cancelDeadlineHours()) {
            throw new CancelDeadlinePassedException(id, properties.cancelDeadlineHours());
        }
        r.cancel();
        return r;
    }
}
