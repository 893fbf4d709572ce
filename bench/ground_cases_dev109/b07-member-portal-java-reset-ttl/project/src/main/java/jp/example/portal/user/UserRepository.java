package jp.example.portal.user;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface UserRepository extends JpaRepository<User, Long> {

    /** Login looks users up by e-mail, case-insensitively. */
    Optional<User> findByEmailIgnoreCase(String email);

    /** Password reset links carry the raw token. */
    Optional<User> findByResetToken(String token);

    List<User> findByActiveFalse();

    /**
     * Housekeeping job: forget reset tokens that ran out, so a leaked mail
     * cannot be replayed against a stale row.
     */
    @Modifying
    @Query("""
            update User u
               set u.resetToken = null, u.resetTokenExpiresAt = null
             where u.resetTokenExpiresAt < :now
            """)
    int clearExpiredResetTokens(@Param("now") Instant now);
}
