package com.acme.attendance.web;

import com.acme.attendance.service.ShiftService;
import com.acme.attendance.service.ShiftService.DailySummary;
import java.time.LocalDate;
import java.util.List;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/employees/{employeeId}/shifts")
public class ShiftController {

    private static final int MAX_RANGE_DAYS = 62;

    private final ShiftService shifts;

    public ShiftController(ShiftService shifts) {
        this.shifts = shifts;
    }

    @GetMapping("/daily")
    public ResponseEntity<List<DailySummary>> daily(
            @PathVariable String employeeId,
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate from,
            @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate to) {
        if (to.isBefore(from) || from.plusDays(MAX_RANGE_DAYS).isBefore(to)) {
            return ResponseEntity.badRequest().build();
        }
        return ResponseEntity.ok(shifts.dailySummary(employeeId, from, to));
    }
}
