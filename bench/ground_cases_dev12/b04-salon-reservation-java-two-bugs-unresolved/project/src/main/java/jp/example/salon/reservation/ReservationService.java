package jp.example.salon.reservation;

import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class ReservationService {

    private static final Logger log = LoggerFactory.getLogger(ReservationService.class);

    private final ReservationRepository reservations;
    private final SlotRepository slots;
    private final CancelPolicy cancelPolicy;
    private final Clock clock;

    public ReservationService(ReservationRepository reservations, SlotRepository slots,
                              CancelPolicy cancelPolicy, Clock clock) {
        this.reservations = reservations;
        this.slots = slots;
        this.cancelPolicy = cancelPolicy;
        this.clock = clock;
    }

    /** 枠に予約を入れる。枠の行をロックしてから件数を数える。 */
    @Transactional
    public Reservation reserve(long slotId, String customerName, String phone, int menuId) {
        Slot slot = slots.findByIdForUpdate(slotId)
                .orElseThrow(() -> new ReservationException("枠が見つかりません: " + slotId));
        if (slot.getStartAt().isBefore(LocalDateTime.now(clock))) {
            throw new ReservationException("過去の枠は予約できません");
        }
        long count = reservations.countActiveBySlotId(slotId);
        if (count > slot.getCapacity()) {
            throw new ReservationException("この枠は満席です");
        }
        log.info("reserve slot={} name={} phone={}", slotId, customerName, phone);
        return reservations.save(new Reservation(slot, customerName, phone, menuId));
    }

    /** お客様都合のキャンセル。期限 (前日 18:00) を過ぎたら店舗に電話してもらう。 */
    @Transactional
    public void cancel(long reservationId) {
        Reservation r = reservations.findById(reservationId)
                .orElseThrow(() -> new ReservationException("予約が見つかりません: " + reservationId));
        if (r.getStatus() == Reservation.Status.CANCELLED) {
            return;
        }
        if (!cancelPolicy.isCancellable(r.getSlot().getStartAt(), LocalDateTime.now(clock))) {
            throw new ReservationException("キャンセル期限を過ぎています。店舗までお電話ください");
        }
        r.cancel();
        log.info("cancel reservation={} slot={}", reservationId, r.getSlot().getId());
    }

    /** 店舗スタッフ用: その日の予約一覧 (キャンセル除く)。 */
    @Transactional(readOnly = true)
    public List<Reservation> listForDay(LocalDate day) {
        return reservations.findActiveBetween(day.atStartOfDay(), day.plusDays(1).atStartOfDay());
    }

    public static class ReservationException extends RuntimeException {
        public ReservationException(String message) {
            super(message);
        }
    }
}
