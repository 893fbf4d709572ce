package com.acme.leave;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import org.springframework.stereotype.Service;

@Service
public class LeaveService {

    public record LeaveRequest(long id, String employee, LocalDate start, LocalDate end, int days, String status) {}

    private final WorkdayCalculator calculator;
    private final Map<Long, LeaveRequest> requests = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();

    public LeaveService(WorkdayCalculator calculator) {
        this.calculator = calculator;
    }

    public LeaveRequest submit(String employee, LocalDate start, LocalDate end) {
        int days = calculator.countWorkdays(start, end);
        // requests of zero working days (a weekend, a holiday) need no approval
        String status = days == 0 ? "AUTO_CLOSED" : (days > 3 ? "NEEDS_DIRECTOR" : "NEEDS_MANAGER");
        LeaveRequest req = new LeaveRequest(ids.incrementAndGet(), employee, start, end, days, status);
        requests.put(req.id(), req);
        return req;
    }

    public Optional<LeaveRequest> find(long id) {
        return Optional.ofNullable(requests.get(id));
    }

    public List<LeaveRequest> byEmployee(String employee) {
        return requests.values().stream().filter(r -> r.employee().equals(employee)).toList();
    }
}
