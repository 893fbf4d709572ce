package jp.example.portal.auth;

import java.util.Optional;

import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;

import jp.example.portal.user.User;
import jp.example.portal.user.UserRepository;

@Service
public class AuthService {

    static final int BCRYPT_STRENGTH = 10;

    private final UserRepository users;
    private final PasswordEncoder encoder = new BCryptPasswordEncoder(BCRYPT_STRENGTH);

    public AuthService(UserRepository users) {
        this.users = users;
    }

    public User login(String email, String rawPassword) {
        Optional<User> found = users.findByEmailIgnoreCase(email.trim());
        User user = found.orElseThrow(() -> new BadCredentialsException("unknown user"));
        if (!user.isActive()) {
            throw new BadCredentialsException("inactive user");
        }
        if (!encoder.matches(rawPassword, user.getPasswordHash())) {
            throw new BadCredentialsException("wrong password");
        }
        return user;
    }

    public String hash(String rawPassword) {
        return encoder.encode(rawPassword);
    }

    public static class BadCredentialsException extends RuntimeException {
        public BadCredentialsException(String message) {
            super(message);
        }
    }
}
