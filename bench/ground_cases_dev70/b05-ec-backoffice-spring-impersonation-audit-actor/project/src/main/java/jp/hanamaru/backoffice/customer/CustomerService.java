package jp.hanamaru.backoffice.customer;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class CustomerService {

    private final CustomerRepository repository;

    public CustomerService(CustomerRepository repository) {
        this.repository = repository;
    }

    @Transactional
    public void adjustPoints(long id, int delta) {
        Customer customer = repository.findById(id).orElseThrow();
        customer.setPoints(Math.max(0, customer.getPoints() + delta));
    }

    @Transactional
    public void changeEmail(long id, String email) {
        Customer customer = repository.findById(id).orElseThrow();
        customer.setEmail(email.trim().toLowerCase());
    }
}
