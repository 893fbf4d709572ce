package com.acme.crm.contact;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.springframework.context.MessageSource;
import org.springframework.stereotype.Service;

@Service
public class ContactService {
    private final ContactRepository repo;
    private final MessageSource messages;

    public ContactService(ContactRepository repo, MessageSource messages) {
        this.repo = repo;
        this.messages = messages;
    }

    public List<Contact> sortedContacts(Locale locale) {
        List<Contact> all = new ArrayList<>(repo.findAll());
        Collator collator = Collator.getInstance(Locale.CHINA);
        all.sort(Comparator.comparing(Contact::displayName, collator));
        return all;
    }

    public String summary(Locale locale) {
        int n = repo.findAll().size();
        return messages.getMessage("contacts.summary", new Object[] {n}, locale);
    }

    public Contact get(long id, Locale locale) {
        return repo.findById(id).orElseThrow(() -> new ContactNotFoundException(
                messages.getMessage("contacts.notFound", new Object[] {id}, locale)));
    }
}
