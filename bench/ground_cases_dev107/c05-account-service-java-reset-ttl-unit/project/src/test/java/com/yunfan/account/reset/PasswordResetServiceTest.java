package com.yunfan.account.reset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class PasswordResetServiceTest {

    private final ResetTokenRepository tokens = mock(ResetTokenRepository.class);
    private final ResetMailer mailer = mock(ResetMailer.class);
    private final Clock clock = Clock.fixed(Instant.parse("2025-10-01T08:00:00Z"), ZoneOffset.UTC);
    private final PasswordResetService service = new PasswordResetService(tokens, mailer, clock, 30);

    @Test
    void requestSendsMail() {
        service.requestReset("li@example.com");
        verify(tokens).save(any(ResetToken.class));
        verify(mailer).sendResetLink(eq("li@example.com"), any(String.class));
    }

    @Test
    void unknownTokenIsRejected() {
        when(tokens.findByToken("nope")).thenReturn(Optional.empty());
        assertThat(service.consume("nope")).isEmpty();
    }
}
