package com.zhixin.mall.repository;

import com.zhixin.mall.entity.ShippingRule;
import org.springframework.data.jpa.repository.JpaRepository;

import java.util.Optional;

public interface ShippingRuleRepository extends JpaRepository<ShippingRule, Long> {

    Optional<ShippingRule> findByRegion(String region);
}
