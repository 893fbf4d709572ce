package com.acme.portal.auth;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/password-reset")
public class PasswordResetController {
    private static final Logger log = LoggerFactory.getLogger(PasswordResetController.class);

    private final PasswordResetService service;
    private final PasswordEncoder encoder;

    public PasswordResetController(PasswordResetService service, PasswordEncoder encoder) {
        this.service = service;
        this.encoder = encoder;
    }

    public record ResetRequest(String email) {}
    public record NewPassword(String password) {}

    @PostMapping
    @ResponseStatus(HttpStatus.ACCEPTED)
    public void request(@RequestBody ResetRequest body) {
        service.requestReset(body.email());
    }

    @GetMapping("/{token}")
    public void check(@PathVariable String token) {
        if (service.findValid(token).isEmpty()) {
            log.warn("reset token not valid on check: {}…", prefix(token));
            throw new ResponseStatusException(HttpStatus.NOT_FOUND, "reset link is invalid or expired");
        }
    }

    @PostMapping("/{token}")
    public void reset(@PathVariable String token, @RequestBody NewPassword body) {
        if (!service.consume(token, encoder.encode(body.password()))) {
            log.warn("reset token not valid on submit: {}…", prefix(token));
            throw new ResponseStatusException(HttpStatus.NOT_FOUND, "reset link is invalid or expired");
        }
    }

    private static String prefix(String token) {
        return token.length() <= 6 ? token : token.substring(0, 6);
    }
}
