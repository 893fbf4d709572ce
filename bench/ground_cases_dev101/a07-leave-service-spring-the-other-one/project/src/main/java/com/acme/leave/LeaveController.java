package com.acme.leave;

import java.time.LocalDate;
import java.util.List;
import java.util.NoSuchElementException;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/leave-requests")
public class LeaveController {

    public record NewLeave(String employeeId, LocalDate startDate, LocalDate endDate) {
    }

    private final LeaveService service;

    public LeaveController(LeaveService service) {
        this.service = service;
    }

    @GetMapping
    public List<LeaveRequest> list(@RequestParam String employeeId) {
        return service.forEmployee(employeeId);
    }

    @GetMapping("/pending")
    public List<LeaveRequest> pending() {
        return service.pending();
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public LeaveRequest submit(@RequestBody NewLeave body) {
        return service.submit(new LeaveRequest(body.employeeId(), body.startDate(), body.endDate()));
    }

    @PostMapping("/{id}/approve")
    public LeaveRequest approve(@PathVariable long id, @RequestHeader("X-User") String approver) {
        return service.approve(id, approver);
    }

    @PostMapping("/{id}/reject")
    public LeaveRequest reject(@PathVariable long id, @RequestHeader("X-User") String approver) {
        return service.reject(id, approver);
    }

    @ExceptionHandler(NoSuchElementException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public String notFound(NoSuchElementException e) {
        return e.getMessage();
    }

    @ExceptionHandler({IllegalStateException.class, LeaveService.InsufficientBalanceException.class})
    @ResponseStatus(HttpStatus.CONFLICT)
    public String conflict(RuntimeException e) {
        return e.getMessage();
    }
}
