package com.acme.billing.customer;

import java.util.List;

import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import com.acme.billing.security.TenantUser;

@RestController
@RequestMapping("/api/customers")
public class CustomerController {

    private final CustomerSearchService search;
    private final CustomerRepository customers;

    public CustomerController(CustomerSearchService search, CustomerRepository customers) {
        this.search = search;
        this.customers = customers;
    }

    @GetMapping("/search")
    public List<CustomerSearchService.CustomerSummary> search(@AuthenticationPrincipal TenantUser user,
                                                              @RequestParam("q") String query) {
        return search.search(user.tenantId(), query);
    }

    @GetMapping("/{id}")
    public Customer get(@AuthenticationPrincipal TenantUser user, @PathVariable long id) {
        return customers.findByTenantIdAndId(user.tenantId(), id)
                .orElseThrow(() -> new CustomerNotFoundException(id));
    }
}
