package com.acme.hr.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;

import com.acme.hr.model.User;
import com.acme.hr.repo.UserRepository;
import org.junit.jupiter.api.Test;

class UserServiceTest {

    private final UserService service = new UserService(mock(UserRepository.class));

    private static User user(long id, String name, User manager) {
        User u = new User();
        u.setId(id);
        u.setDisplayName(name);
        u.setEmail(name.toLowerCase() + "@acme.example");
        u.setManager(manager);
        return u;
    }

    @Test
    void approverNameIsManagersName() {
        User boss = user(1, "Sato", null);
        assertThat(service.approverName(user(2, "Ito", boss))).isEqualTo("Sato");
    }

    @Test
    void canApproveWalksUpTheChain() {
        User ceo = user(1, "Ceo", null);
        User mid = user(2, "Mid", ceo);
        assertThat(service.canApprove(ceo, user(3, "New", mid))).isTrue();
        assertThat(service.canApprove(mid, user(4, "Other", ceo))).isFalse();
    }
}
