package com.vanline.dispatch.assign;

import java.util.Map;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/assignments")
public class AssignmentController {

    private final DriverAssignmentService service;

    public AssignmentController(DriverAssignmentService service) {
        this.service = service;
    }

    @PostMapping
    public ResponseEntity<Map<String, String>> assign(@RequestBody Job job) {
        return service.assign(job)
                .map(d -> ResponseEntity.ok(Map.of("jobId", job.id(), "driverId", d.getId())))
                .orElseGet(() -> ResponseEntity.unprocessableEntity().body(Map.of("jobId", job.id(), "error", "no_driver")));
    }
}
