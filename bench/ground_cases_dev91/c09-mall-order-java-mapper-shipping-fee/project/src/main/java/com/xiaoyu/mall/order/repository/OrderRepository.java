package com.xiaoyu.mall.order.repository;

import com.xiaoyu.mall.order.entity.OrderEntity;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface OrderRepository extends JpaRepository<OrderEntity, Long> {

    @Query("select o from OrderEntity o where o.customerId = :customerId and (:status is null or o.status = :status)")
    Page<OrderEntity> findForCustomer(@Param("customerId") Long customerId,
                                      @Param("status") String status,
                                      Pageable pageable);
}
