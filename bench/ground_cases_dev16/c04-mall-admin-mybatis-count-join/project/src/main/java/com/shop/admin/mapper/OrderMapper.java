package com.shop.admin.mapper;

import java.util.List;

import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

import com.shop.admin.dto.OrderQuery;
import com.shop.admin.dto.OrderRow;

@Mapper
public interface OrderMapper {

    List<OrderRow> searchOrders(@Param("q") OrderQuery query);

    long countOrders(@Param("q") OrderQuery query);

    OrderRow findById(@Param("id") long id);

    int updateStatus(@Param("id") long id, @Param("from") String from, @Param("to") String to);
}
