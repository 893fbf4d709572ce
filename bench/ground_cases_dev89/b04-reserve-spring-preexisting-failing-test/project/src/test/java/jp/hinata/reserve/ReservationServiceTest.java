package jp.hinata.reserve;

import static org.assertj.core.api.Assertions.*;
import static org.mockito.Mockito.*;

import java.time.*;
import java.util.*;
import org.junit.jupiter.api.Test;

class ReservationServiceTest {
    private final Clock clock = Clock.fixed(Instant.parse("2025-11-10T00:00:00Z"), ZoneOffset.UTC);
    private final ReservationRepository repo = mock(ReservationRepository.class);
    private final ReservationService service = new ReservationService(repo, new ReserveProperties(24), clock);

    private Reservation at(String iso) {
        return new Reservation(7L, LocalDateTime.parse(iso));
    }

    @Test
    void cancel_twoDaysAhead_succeeds() {
        Reservation r = at("2025-11-12T00:00:00");
        when(repo.findById(1L)).thenReturn(Optional.of(r));
        assertThat(service.cancel(1L).getStatus()).isEqualTo(Reservation.Status.CANCELLED);
    }

    @Test
    void cancel_withinDeadline_isRejected() {
        when(repo.findById(2L)).thenReturn(Optional.of(at("2025-11-10T10:00:00")));
        assertThatThrownBy(() -> service.cancel(2L)).isInstanceOf(CancelDeadlinePassedException.class);
    }

    @Test
    void listUpcoming_excludesCancelled() {
        Reservation booked = at("2025-11-11T09:00:00");
        Reservation cancelled = at("2025-11-12T09:00:00");
        cancelled.cancel();
        when(repo.findByCustomerIdAndStartsAtAfterOrderByStartsAt(eq(7L), any())).thenReturn(List.of(booked, cancelled));
        assertThat(service.listUpcoming(7L)).containsExactly(booked);
    }
}
