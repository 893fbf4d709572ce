package jp.example.salon.reservation;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;

import jakarta.persistence.LockModeType;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Lock;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface SlotRepository extends JpaRepository<Slot, Long> {

    /** 同じ枠への同時予約で定員を超えないよう、行ロックを取って読む。 */
    @Lock(LockModeType.PESSIMISTIC_WRITE)
    @Query("select s from Slot s where s.id = :id")
    Optional<Slot> findByIdForUpdate(@Param("id") long id);

    @Query("""
            select s from Slot s
             where s.stylistId = :stylistId
               and s.startAt >= :from and s.startAt < :to
             order by s.startAt
            """)
    List<Slot> findForStylist(@Param("stylistId") long stylistId,
                              @Param("from") LocalDateTime from,
                              @Param("to") LocalDateTime to);
}
