package com.huayun.account.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.huayun.account.web.RegisterRequest;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.security.crypto.password.NoOpPasswordEncoder;

class RegistrationServiceTest {
    UserRepository users = mock(UserRepository.class);
    InvitationRepository invitations = mock(InvitationRepository.class);
    RegistrationService service;

    @BeforeEach
    void setUp() {
        Clock clock = Clock.fixed(Instant.parse("2025-11-01T00:00:00Z"), ZoneOffset.UTC);
        service = new RegistrationService(users, invitations, NoOpPasswordEncoder.getInstance(), clock);
        when(users.save(any())).thenAnswer(inv -> inv.getArgument(0));
        when(invitations.findActiveByCode(any())).thenReturn(Optional.empty());
    }

    private static RegisterRequest req(String email, String invite) {
        RegisterRequest r = new RegisterRequest();
        r.setEmail(email);
        r.setPassword("secret123");
        r.setInviteCode(invite);
        return r;
    }

    @Test
    void rejectsDuplicateEmail() {
        when(users.existsByEmail("a@b.com")).thenReturn(true);
        assertThatThrownBy(() -> service.register(req("a@b.com", "X1"))).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void acceptsPlusAddressing() {
        UserDto dto = service.register(req("a+b@gmail.com", "X1"));
        assertThat(dto.email()).isEqualTo("a+b@gmail.com");
    }

    @Test
    void lowercasesEmail() {
        UserDto dto = service.register(req("A+b@Gmail.COM", "X1"));
        assertThat(dto.email()).isEqualTo("a+b@gmail.com");
    }

    @Test
    void displayNameFallsBackToLocalPart() {
        UserDto dto = service.register(req("lilei@example.com", "X1"));
        assertThat(dto.displayName()).isEqualTo("lilei");
    }
}
