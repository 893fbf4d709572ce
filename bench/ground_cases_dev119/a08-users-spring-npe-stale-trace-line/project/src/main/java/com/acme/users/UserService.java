package com.acme.users;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class UserService {

    public static class DuplicateEmailException extends RuntimeException {
        public DuplicateEmailException(String email) {
            super("email already registered: " + email);
        }
    }

    private final UserRepository users;
    private final Clock clock;

    public UserService(UserRepository users, Clock clock) {
        this.users = users;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public Optional<User> findByEmail(String email) {
        return users.findByEmail(normalizeEmail(email));
    }

    @Transactional(readOnly = true)
    public List<User> listActive() {
        return users.findByActiveTrueOrderByCreatedAtDesc();
    }

    @Transactional(readOnly = true)
    public List<User> searchActive(String emailPrefix) {
        String prefix = emailPrefix.strip().toLowerCase(java.util.Locale.ROOT);
        if (prefix.isEmpty()) {
            return listActive();
        }
        return users.findByActiveTrueAndEmailStartingWithOrderByEmailAsc(prefix);
    }

    @Transactional
    public User register(String email, String displayName, String teamId) {
        String normalized = normalizeEmail(email);
        if (users.existsByEmail(normalized)) {
            throw new DuplicateEmailException(normalized);
        }
        User user = new User();
        user.setEmail(normalized);
        user.setDisplayName(displayName == null || displayName.isBlank() ? normalized : displayName.strip());
        user.setTeamId(teamId);
        user.setActive(true);
        user.setCreatedAt(Instant.now(clock));
        return users.save(user);
    }

    @Transactional
    public void deactivate(long userId) {
        users.findById(userId).ifPresent(u -> u.setActive(false));
    }

    /** Called by the auth filter after a successful login. Unknown ids are ignored. */
    @Transactional
    public void recordLogin(long userId) {
        users.findById(userId).ifPresent(u -> u.setLastLoginAt(Instant.now(clock)));
    }

    /**
     * Emails are stored trimmed and lower-cased so lookups and the unique index agree.
     * Gmail-style dots and plus tags are kept: they are different inboxes for us.
     */
    static String normalizeEmail(String email) {
        return email.trim().toLowerCase(java.util.Locale.ROOT);
    }
}
