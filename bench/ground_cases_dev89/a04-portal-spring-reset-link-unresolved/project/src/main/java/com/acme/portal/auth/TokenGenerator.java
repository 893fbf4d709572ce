package com.acme.portal.auth;

import java.security.SecureRandom;
import java.util.Base64;
import org.springframework.stereotype.Component;

@Component
public class TokenGenerator {
    private final SecureRandom random = new SecureRandom();

    /** 32 random bytes as text, used as the primary key of a reset token. */
    public String newToken() {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }
}
