package com.yunfan.crm.service.impl;

import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.yunfan.crm.common.BizException;
import com.yunfan.crm.entity.Customer;
import com.yunfan.crm.entity.FollowUp;
import com.yunfan.crm.mapper.CustomerMapper;
import com.yunfan.crm.mapper.FollowUpMapper;
import com.yunfan.crm.service.FollowUpService;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.time.LocalDateTime;
import java.util.List;

@Slf4j
@Service
@RequiredArgsConstructor
public class FollowUpServiceImpl extends ServiceImpl<FollowUpMapper, FollowUp> implements FollowUpService {

    /** 重点客户（等级 >= 3）只能分配给高级销售 */
    private static final int KEY_CUSTOMER_LEVEL = 3;
    /** 每个销售同时跟进的客户上限 */
    private static final int MAX_ACTIVE_PER_SALES = 200;

    private final CustomerMapper customerMapper;

    @Override
    public List<FollowUp> listByCustomer(Long customerId) {
        return lambdaQuery()
                .eq(FollowUp::getCustomerId, customerId)
                .orderByDesc(FollowUp::getCreatedAt)
                .list();
    }

    @Override
    public long countActive(Long salesId) {
        return lambdaQuery()
                .eq(FollowUp::getSalesId, salesId)
                .eq(FollowUp::getStatus, FollowUp.STATUS_ACTIVE)
                .count();
    }

    /**
     * 把客户分配给销售跟进（公海领取、主管指派都走这里）
     */
    @Override
    @Transactional(rollbackFor = Exception.class)
    public FollowUp assign(Long customerId, Long salesId, boolean seniorSales) {
        if (countActive(salesId) >= MAX_ACTIVE_PER_SALES) {
            throw new BizException("跟进客户数已达上限 " + MAX_ACTIVE_PER_SALES);
        }
        Customer customer = customerMapper.selectById(customerId);
        if (customer.getLevel() >= KEY_CUSTOMER_LEVEL && !seniorSales) {
            throw BizException.forbidden("重点客户只能分配给高级销售");
        }
        FollowUp exist = lambdaQuery()
                .eq(FollowUp::getCustomerId, customerId)
                .eq(FollowUp::getStatus, FollowUp.STATUS_ACTIVE)
                .one();
        if (exist != null) {
            throw new BizException("该客户已有人在跟进");
        }

        FollowUp f = new FollowUp();
        f.setCustomerId(customerId);
        f.setSalesId(salesId);
        f.setStatus(FollowUp.STATUS_ACTIVE);
        f.setStartAt(LocalDateTime.now());
        save(f);

        customer.setOwnerId(salesId);
        customer.setPoolFlag(0);
        customerMapper.updateById(customer);
        log.info("assign customer={} to sales={}", customerId, salesId);
        return f;
    }

    /**
     * 释放到公海
     */
    @Override
    @Transactional(rollbackFor = Exception.class)
    public void release(Long customerId, String reason) {
        Customer customer = customerMapper.selectById(customerId);
        if (customer == null) {
            throw BizException.notFound("客户");
        }
        lambdaUpdate()
                .eq(FollowUp::getCustomerId, customerId)
                .eq(FollowUp::getStatus, FollowUp.STATUS_ACTIVE)
                .set(FollowUp::getStatus, FollowUp.STATUS_RELEASED)
                .set(FollowUp::getEndAt, LocalDateTime.now())
                .set(FollowUp::getRemark, reason)
                .update();
        // updateById 默认忽略 null 字段，清空负责人要用 update wrapper
        customerMapper.update(null, Wrappers.<Customer>lambdaUpdate()
                .eq(Customer::getId, customerId)
                .set(Customer::getOwnerId, null)
                .set(Customer::getPoolFlag, 1));
    }
}
