package com.acme.hr.web;

import com.acme.hr.model.LeaveRequest;
import com.acme.hr.service.LeaveService;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/leave")
public class LeaveController {

    private static final String NOT_FOUND = "leave.notFound";

    private final LeaveService leave;

    public LeaveController(LeaveService leave) {
        this.leave = leave;
    }

    @GetMapping("/{id}")
    public ResponseEntity<?> get(@PathVariable long id) {
        return leave.find(id).<ResponseEntity<?>>map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.status(404).body(ApiError.of(NOT_FOUND)));
    }

    @PostMapping("/{id}/approve")
    public ResponseEntity<?> approve(@PathVariable long id) {
        return leave.approve(id).<ResponseEntity<?>>map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.status(404).body(ApiError.of(NOT_FOUND)));
    }

    @PostMapping("/{id}/reject")
    public ResponseEntity<?> reject(@PathVariable long id) {
        return leave.reject(id).<ResponseEntity<?>>map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.status(404).body(ApiError.of(NOT_FOUND)));
    }

    @DeleteMapping("/{id}")
    public ResponseEntity<?> cancel(@PathVariable long id) {
        return leave.cancel(id).<ResponseEntity<?>>map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.status(404).body(ApiError.of(NOT_FOUND)));
    }

    record ApiError(String code) {
        static ApiError of(String code) { return new ApiError(code); }
    }
}
