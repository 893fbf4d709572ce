package jp.co.kitamura.orderapi.web;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import jakarta.validation.Valid;
import jp.co.kitamura.orderapi.mapper.CustomerMapper;
import jp.co.kitamura.orderapi.repository.CustomerRepository;
import jp.co.kitamura.orderapi.web.dto.CustomerRequest;
import jp.co.kitamura.orderapi.web.dto.CustomerResponse;

@RestController
@RequestMapping("/api/customers")
public class CustomerController {

    private final CustomerRepository customers;
    private final CustomerMapper mapper;

    public CustomerController(CustomerRepository customers, CustomerMapper mapper) {
        this.customers = customers;
        this.mapper = mapper;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public CustomerResponse create(@Valid @RequestBody CustomerRequest req) {
        return mapper.toResponse(customers.save(mapper.toEntity(req)));
    }

    @GetMapping("/{id}")
    public CustomerResponse get(@PathVariable long id) {
        return customers.findById(id).map(mapper::toResponse)
                .orElseThrow(() -> new CustomerNotFoundException(id));
    }
}
