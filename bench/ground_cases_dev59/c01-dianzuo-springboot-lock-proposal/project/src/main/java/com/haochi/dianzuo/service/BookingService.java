package com.haochi.dianzuo.service;

import com.haochi.dianzuo.entity.Booking;
import com.haochi.dianzuo.mapper.BookingMapper;
import com.haochi.dianzuo.notify.FeishuNotifier;
import com.haochi.dianzuo.web.BizException;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

import java.time.LocalDateTime;

@Slf4j
@Service
@RequiredArgsConstructor
public class BookingService {

    private final BookingMapper bookingMapper;
    private final FeishuNotifier feishuNotifier;

    @Value("${booking.default-duration-minutes:120}")
    private int defaultDurationMinutes;

    @Value("${booking.open-hour:11}")
    private int openHour;

    @Value("${booking.close-hour:22}")
    private int closeHour;

    /**
     * 新建预订。小程序下单默认 PENDING，前台(POS)下单直接 CONFIRMED。
     */
    public Booking createBooking(Booking req) {
        LocalDateTime start = req.getStartTime();
        if (start.getHour() < openHour || start.getHour() >= closeHour) {
            throw new BizException("不在营业时间内");
        }
        LocalDateTime end = start.plusMinutes(defaultDurationMinutes);
        int n = bookingMapper.countOverlapping(req.getTableId(), start, end);
        if (n > 0) {
            throw new BizException("该时段桌位已被预订");
        }
        req.setEndTime(end);
        req.setStatus("POS".equals(req.getSource()) ? "CONFIRMED" : "PENDING");
        bookingMapper.insert(req);
        log.info("新预订 id={} 桌={} {} 人 {}", req.getId(), req.getTableId(), req.getPartySize(), start);
        return req;
    }

    /** 店员在后台点“确认” */
    public void confirm(Long id) {
        Booking b = mustGet(id);
        if (!"PENDING".equals(b.getStatus())) {
            throw new BizException("只有待确认的预订可以确认");
        }
        bookingMapper.updateStatus(id, "CONFIRMED");
    }

    public void cancelBooking(Long id, String reason) {
        Booking b = mustGet(id);
        if ("CANCELLED".equals(b.getStatus()) || "DONE".equals(b.getStatus())) {
            throw new BizException("该预订已取消或已完成");
        }
        bookingMapper.updateStatus(id, "CANCELLED");
        log.info("取消预订 id={} 原因={}", id, reason);
        feishuNotifier.sendText(String.format("【取消预订】%s（%s）%s 的 %d 人位已取消，原因：%s",
                b.getGuestName(), b.getPhone(), b.getStartTime(), b.getPartySize(),
                reason.isBlank() ? "未填写" : reason));
    }

    private Booking mustGet(Long id) {
        Booking b = bookingMapper.selectById(id);
        if (b == null) {
            throw new BizException("预订不存在");
        }
        return b;
    }
}
