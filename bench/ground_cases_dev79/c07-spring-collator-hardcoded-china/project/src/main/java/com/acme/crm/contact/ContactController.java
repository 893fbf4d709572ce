package com.acme.crm.contact;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/contacts")
public class ContactController {
    private final ContactService service;

    public ContactController(ContactService service) {
        this.service = service;
    }

    @GetMapping
    public Map<String, Object> list(Locale locale) {
        List<Contact> contacts = service.sortedContacts(locale);
        return Map.of("summary", service.summary(locale), "items", contacts);
    }

    @GetMapping("/{id}")
    public Contact get(@PathVariable long id, Locale locale) {
        return service.get(id, locale);
    }
}
