package com.acme.users;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.*;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;

class UserServiceTest {

    private final UserRepository repo = mock(UserRepository.class);
    private final Clock clock = Clock.fixed(Instant.parse("2025-11-01T10:00:00Z"), ZoneOffset.UTC);
    private final UserService service = new UserService(repo, clock);

    @Test
    void normalizesEmail() {
        assertThat(UserService.normalizeEmail("  Ana.Lopez@Example.COM ")).isEqualTo("ana.lopez@example.com");
    }

    @Test
    void registerRejectsDuplicates() {
        when(repo.existsByEmail("ana@example.com")).thenReturn(true);
        assertThatThrownBy(() -> service.register("Ana@example.com", "Ana", "t1"))
                .isInstanceOf(UserService.DuplicateEmailException.class);
    }

    @Test
    void registerDefaultsDisplayNameToEmail() {
        when(repo.save(any())).thenAnswer(inv -> inv.getArgument(0));
        User u = service.register("bo@example.com", " ", "t1");
        assertThat(u.getDisplayName()).isEqualTo("bo@example.com");
    }
}
