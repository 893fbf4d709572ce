package com.yunfan.crm.controller;

import com.yunfan.crm.common.PageResult;
import com.yunfan.crm.common.R;
import com.yunfan.crm.dto.CustomerQuery;
import com.yunfan.crm.entity.Customer;
import com.yunfan.crm.service.CustomerService;
import jakarta.validation.Valid;
import lombok.RequiredArgsConstructor;
import org.springframework.validation.annotation.Validated;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@Validated
@RestController
@RequestMapping("/api/customers")
@RequiredArgsConstructor
public class CustomerController {

    private final CustomerService customerService;

    /**
     * 客户列表（销售看自己的，主管看全部，数据权限在拦截器里处理）
     */
    @GetMapping
    public R<PageResult<Customer>> list(@Valid CustomerQuery q) {
        return R.ok(customerService.page(q));
    }

    @GetMapping("/{id}")
    public R<Customer> detail(@PathVariable Long id) {
        return R.ok(customerService.detail(id));
    }

    @PostMapping
    public R<Long> create(@RequestBody @Valid Customer c) {
        return R.ok(customerService.create(c));
    }

    @DeleteMapping("/{id}")
    public R<Void> remove(@PathVariable Long id) {
        customerService.remove(id);
        return R.ok();
    }
}
