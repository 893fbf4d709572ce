package com.haochi.dianzuo.entity;

import lombok.Data;

import java.time.LocalDateTime;

@Data
public class Booking {
    private Long id;
    private Long tableId;
    private String guestName;
    private String phone;
    private Integer partySize;
    private LocalDateTime startTime;
    private LocalDateTime endTime;
    /** PENDING 待确认 / CONFIRMED 已确认 / CANCELLED 已取消 / DONE 已完成 */
    private String status;
    /** MINIAPP / POS / PHONE */
    private String source;
    private String remark;
    private LocalDateTime createdAt;
}
