package com.acme.leave;

import java.time.LocalDate;
import java.util.List;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/leaves")
public class LeaveController {

    public record SubmitBody(String employee,
                             @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate start,
                             @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate end) {}

    private final LeaveService service;

    public LeaveController(LeaveService service) {
        this.service = service;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public LeaveService.LeaveRequest submit(@RequestBody SubmitBody body) {
        if (body.employee() == null || body.employee().isBlank()) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "employee is required");
        }
        if (body.start() == null || body.end() == null || body.start().isAfter(body.end())) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "start must not be after end");
        }
        return service.submit(body.employee(), body.start(), body.end());
    }

    @GetMapping("/{id}")
    public LeaveService.LeaveRequest get(@PathVariable long id) {
        return service.find(id)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "leave request not found"));
    }

    @GetMapping
    public List<LeaveService.LeaveRequest> list(@RequestParam String employee) {
        return service.byEmployee(employee);
    }
}
