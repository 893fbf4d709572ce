package com.acme.leave;

import java.util.List;
import java.util.NoSuchElementException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class LeaveService {

    private final LeaveRequestRepository repository;
    private final WorkingDays workingDays;
    private final HrClient hr;
    private final int hoursPerDay;

    public LeaveService(LeaveRequestRepository repository, WorkingDays workingDays, HrClient hr,
                        @Value("${leave.hours-per-day}") int hoursPerDay) {
        this.repository = repository;
        this.workingDays = workingDays;
        this.hr = hr;
        this.hoursPerDay = hoursPerDay;
    }

    @Transactional
    public LeaveRequest submit(LeaveRequest request) {
        if (!repository.findOverlapping(request.getEmployeeId(), request.getStartDate(), request.getEndDate()).isEmpty()) {
            throw new IllegalStateException("overlaps an existing request");
        }
        return repository.save(request);
    }

    @Transactional
    public LeaveRequest approve(long id, String approver) {
        LeaveRequest request = find(id);
        if (request.getStatus() != LeaveRequest.Status.PENDING) {
            throw new IllegalStateException("request " + id + " is " + request.getStatus());
        }
        int days = workingDays.between(request.getStartDate(), request.getEndDate());
        double balance = hr.remainingLeaveHours(request.getEmployeeId());
        if (days > balance) {
            throw new InsufficientBalanceException(request.getEmployeeId(), days, balance);
        }
        request.approve(approver, days);
        hr.deduct(request.getEmployeeId(), (double) days * hoursPerDay);
        return repository.save(request);
    }

    @Transactional
    public LeaveRequest reject(long id, String approver) {
        LeaveRequest request = find(id);
        request.reject(approver);
        return repository.save(request);
    }

    public List<LeaveRequest> forEmployee(String employeeId) {
        return repository.findByEmployeeIdOrderByCreatedAtDesc(employeeId);
    }

    public List<LeaveRequest> pending() {
        return repository.findByStatusOrderByCreatedAtAsc(LeaveRequest.Status.PENDING);
    }

    private LeaveRequest find(long id) {
        return repository.findById(id).orElseThrow(() -> new NoSuchElementException("no leave request " + id));
    }

    public static class InsufficientBalanceException extends RuntimeException {
        public InsufficientBalanceException(String employeeId, int days, double balance) {
            super("employee " + employeeId + " asked for " + days + " day(s) with a balance of " + balance);
        }
    }
}
