package com.yunfan.crm.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.yunfan.crm.common.BizException;
import com.yunfan.crm.common.PageResult;
import com.yunfan.crm.dto.CustomerQuery;
import com.yunfan.crm.entity.Customer;
import com.yunfan.crm.mapper.CustomerMapper;
import com.yunfan.crm.service.CustomerService;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.util.StringUtils;

@Slf4j
@Service
@RequiredArgsConstructor
public class CustomerServiceImpl extends ServiceImpl<CustomerMapper, Customer> implements CustomerService {

    @Override
    public PageResult<Customer> page(CustomerQuery q) {
        LambdaQueryWrapper<Customer> w = new LambdaQueryWrapper<Customer>()
                .like(q.getName() != null && !q.getName().isBlank(), Customer::getName, q.getName())
                .likeRight(StringUtils.hasText(q.getMobile()), Customer::getMobile, q.getMobile())
                .eq(q.getLevel() != null, Customer::getLevel, q.getLevel())
                .eq(q.getOwnerId() != null, Customer::getOwnerId, q.getOwnerId())
                .eq(q.getPoolFlag() != null, Customer::getPoolFlag, q.getPoolFlag())
                .orderByDesc(Customer::getCreatedAt);
        Page<Customer> page = page(new Page<>(q.getPageNo(), q.getPageSize()), w);
        return PageResult.of(page.getRecords(), page.getTotal());
    }

    @Override
    public Customer detail(Long id) {
        Customer c = getById(id);
        if (c == null) {
            throw BizException.notFound("客户");
        }
        return c;
    }

    @Override
    @Transactional(rollbackFor = Exception.class)
    public Long create(Customer c) {
        boolean dup = lambdaQuery().eq(Customer::getMobile, c.getMobile()).exists();
        if (dup) {
            throw new BizException("手机号已存在：" + c.getMobile());
        }
        c.setPoolFlag(c.getOwnerId() == null ? 1 : 0);
        save(c);
        log.info("create customer id={} name={}", c.getId(), c.getName());
        return c.getId();
    }

    @Override
    @Transactional(rollbackFor = Exception.class)
    public void remove(Long id) {
        Customer c = detail(id);
        if (c.getOwnerId() != null) {
            throw new BizException("客户还有负责人，请先释放到公海再删除");
        }
        removeById(id);
    }
}
