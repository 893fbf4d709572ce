package com.acme.accounts.signup;

import com.acme.accounts.user.User;
import jakarta.validation.Valid;
import java.net.URI;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/signup")
public class SignupController {

    private final SignupService signup;

    public SignupController(SignupService signup) {
        this.signup = signup;
    }

    @PostMapping
    public ResponseEntity<Map<String, Object>> signup(@Valid @RequestBody SignupRequest request) {
        User user = signup.register(request);
        return ResponseEntity.created(URI.create("/api/users/" + user.getId()))
                .body(Map.of("id", user.getId(), "email", user.getEmail()));
    }

    @ExceptionHandler(EmailTakenException.class)
    public ResponseEntity<Map<String, String>> taken(EmailTakenException e) {
        return ResponseEntity.status(HttpStatus.CONFLICT).body(Map.of("error", "email_taken"));
    }
}
