package com.haochi.dianzuo.mapper;

import com.haochi.dianzuo.entity.Booking;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;

@Mapper
public interface BookingMapper {

    Booking selectById(@Param("id") Long id);

    List<Booking> selectByTableAndDate(@Param("tableId") Long tableId, @Param("date") LocalDate date);

    int countOverlapping(@Param("tableId") Long tableId,
                         @Param("startTime") LocalDateTime startTime,
                         @Param("endTime") LocalDateTime endTime);

    int insert(Booking booking);

    int updateStatus(@Param("id") Long id, @Param("status") String status);

    /** 报表：某天各来源（小程序/前台/电话）的预订数 */
    List<java.util.Map<String, Object>> countBySource(@Param("date") LocalDate date);

    /** 顾客端“我的预订” */
    List<Booking> selectByPhone(@Param("phone") String phone);
}
