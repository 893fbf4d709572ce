package com.acme.portal.auth;

import jakarta.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class AuthController {
    private final JwtService jwt;
    private final UserDirectory users;
    private final String cookieName;

    public AuthController(JwtService jwt, UserDirectory users, @Value("${auth.cookie-name}") String cookieName) {
        this.jwt = jwt;
        this.users = users;
        this.cookieName = cookieName;
    }

    record Login(String email, String password) {}

    @PostMapping("/api/login")
    public ResponseEntity<Void> login(@RequestBody Login body, HttpServletResponse res) {
        return users.authenticate(body.email(), body.password())
                .map(user -> {
                    ResponseCookie cookie = ResponseCookie.from(cookieName, jwt.issue(user.id()))
                            .httpOnly(true).secure(true).sameSite("Lax").path("/")
                            .maxAge(jwt.ttlSeconds())
                            .build();
                    res.addHeader("Set-Cookie", cookie.toString());
                    return ResponseEntity.noContent().<Void>build();
                })
                .orElse(ResponseEntity.status(401).build());
    }

    record Me(String id) {}

    @GetMapping("/api/me")
    public ResponseEntity<Me> me(@CookieValue(name = "${auth.cookie-name}", required = false) String token) {
        if (token == null) return ResponseEntity.status(401).build();
        return jwt.userId(token).map(id -> ResponseEntity.ok(new Me(id))).orElse(ResponseEntity.status(401).build());
    }
}
