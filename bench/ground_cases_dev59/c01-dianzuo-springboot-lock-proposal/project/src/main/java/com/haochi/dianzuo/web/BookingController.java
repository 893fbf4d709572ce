package com.haochi.dianzuo.web;

import com.haochi.dianzuo.entity.Booking;
import com.haochi.dianzuo.service.BookingService;
import lombok.RequiredArgsConstructor;
import org.springframework.web.bind.annotation.*;

import java.util.Map;

@RestController
@RequestMapping("/api/bookings")
@RequiredArgsConstructor
public class BookingController {

    private final BookingService bookingService;

    @PostMapping
    public Map<String, Object> create(@RequestBody Booking req) {
        Booking b = bookingService.createBooking(req);
        return Map.of("code", 0, "data", b);
    }

    @PostMapping("/{id}/confirm")
    public Map<String, Object> confirm(@PathVariable Long id) {
        bookingService.confirm(id);
        return Map.of("code", 0, "msg", "已确认");
    }

    @PostMapping("/{id}/cancel")
    public Map<String, Object> cancel(@PathVariable Long id, @RequestParam(defaultValue = "") String reason) {
        bookingService.cancelBooking(id, reason);
        return Map.of("code", 0, "msg", "已取消");
    }

    @ExceptionHandler(BizException.class)
    public Map<String, Object> onBiz(BizException e) {
        return Map.of("code", 400, "msg", e.getMessage());
    }
}
