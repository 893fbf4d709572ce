package com.acme.leave;

import java.time.LocalDate;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface LeaveRequestRepository extends JpaRepository<LeaveRequest, Long> {

    /** All requests of one employee, newest first, for the "my leave" page. */
    List<LeaveRequest> findByEmployeeIdOrderByCreatedAtDesc(String employeeId);

    /** Requests waiting for a decision, oldest first, for the approver inbox. */
    List<LeaveRequest> findByStatusOrderByCreatedAtAsc(LeaveRequest.Status status);

    /** For the badge on the approver dashboard. */
    long countByStatus(LeaveRequest.Status status);

    /**
     * Approved or pending requests of one employee that overlap the given range;
     * used to refuse a second request for the same days.
     */
    @Query("select r from LeaveRequest r where r.employeeId = :employeeId"
            + " and r.status in (com.acme.leave.LeaveRequest.Status.PENDING, com.acme.leave.LeaveRequest.Status.APPROVED)"
            + " and r.startDate <= :end and r.endDate >= :start")
    List<LeaveRequest> findOverlapping(@Param("employeeId") String employeeId,
                                       @Param("start") LocalDate start,
                                       @Param("end") LocalDate end);
}
