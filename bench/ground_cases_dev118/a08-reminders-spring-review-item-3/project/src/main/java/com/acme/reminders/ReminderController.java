package com.acme.reminders;

import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/reminders")
public class ReminderController {

    private final ReminderService service;

    public ReminderController(ReminderService service) {
        this.service = service;
    }

    @GetMapping("/upcoming")
    public List<ReminderService.ReminderView> upcoming(@RequestHeader("X-User-Id") Long userId) {
        return service.upcoming(userId);
    }

    @PostMapping("/{id}/done")
    public ResponseEntity<Void> done(@PathVariable Long id) {
        service.complete(id);
        return ResponseEntity.noContent().build();
    }
}
