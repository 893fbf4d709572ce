package jp.example.salon.reservation;

import java.time.LocalDateTime;
import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface ReservationRepository extends JpaRepository<Reservation, Long> {

    @Query("""
            select count(r) from Reservation r
             where r.slot.id = :slotId
               and r.status = jp.example.salon.reservation.Reservation.Status.ACTIVE
            """)
    long countActiveBySlotId(@Param("slotId") long slotId);

    @Query("""
            select r from Reservation r join fetch r.slot s
             where s.startAt >= :from and s.startAt < :to
               and r.status = jp.example.salon.reservation.Reservation.Status.ACTIVE
             order by s.startAt, r.id
            """)
    List<Reservation> findActiveBetween(@Param("from") LocalDateTime from, @Param("to") LocalDateTime to);

    @Query("select r from Reservation r where r.phone = :phone order by r.id desc")
    List<Reservation> findByPhone(@Param("phone") String phone);

    /** 無断キャンセル集計用: 指定期間にキャンセルされた予約 */
    @Query("select r from Reservation r where r.cancelledAt >= :from and r.cancelledAt < :to order by r.cancelledAt")
    List<Reservation> findCancelledBetween(@Param("from") LocalDateTime from, @Param("to") LocalDateTime to);
}
