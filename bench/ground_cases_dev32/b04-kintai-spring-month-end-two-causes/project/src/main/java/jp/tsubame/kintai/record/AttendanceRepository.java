package jp.tsubame.kintai.record;

import java.time.LocalDateTime;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface AttendanceRepository extends JpaRepository<AttendanceRecord, Long> {

    /**
     * Records of one employee whose clock-in lies in [from, to], oldest first.
     */
    @Query("""
            select r from AttendanceRecord r
            where r.employeeId = :employeeId
              and r.clockIn between :from and :to
            order by r.clockIn
            """)
    List<AttendanceRecord> findInRange(@Param("employeeId") Long employeeId,
                                       @Param("from") LocalDateTime from,
                                       @Param("to") LocalDateTime to);

    @Query("""
            select r from AttendanceRecord r
            where r.employeeId = :employeeId and r.clockOut is null
            """)
    List<AttendanceRecord> findOpen(@Param("employeeId") Long employeeId);

    long countByEmployeeIdAndClockInBetween(Long employeeId, LocalDateTime from, LocalDateTime to);
}
