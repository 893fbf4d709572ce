package com.lanyun.pay.repo;

import com.lanyun.pay.domain.PayOrder;
import org.springframework.data.jpa.repository.JpaRepository;

public interface PayOrderRepository extends JpaRepository<PayOrder, Long> {
}
