package com.acme.crm.contact;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.springframework.context.support.StaticMessageSource;

class ContactServiceTest {

    @Test
    void sortsChineseNamesByPinyin() {
        ContactRepository repo = new ContactRepository();
        repo.save("张伟", "Acme", "138");
        repo.save("李娜", "Acme", "139");
        repo.save("安然", "Acme", "137");
        ContactService service = new ContactService(repo, new StaticMessageSource());

        List<String> names = service.sortedContacts(Locale.SIMPLIFIED_CHINESE).stream()
                .map(Contact::displayName).toList();

        assertThat(names).containsExactly("安然", "李娜", "张伟");
    }
}
