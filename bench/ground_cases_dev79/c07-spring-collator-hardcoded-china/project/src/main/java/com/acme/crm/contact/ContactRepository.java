package com.acme.crm.contact;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import org.springframework.stereotype.Repository;

@Repository
public class ContactRepository {
    private final Map<Long, Contact> store = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();

    public List<Contact> findAll() {
        return List.copyOf(store.values());
    }

    public Optional<Contact> findById(long id) {
        return Optional.ofNullable(store.get(id));
    }

    public Contact save(String displayName, String company, String phone) {
        long id = ids.incrementAndGet();
        Contact c = new Contact(id, displayName, company, phone);
        store.put(id, c);
        return c;
    }
}
