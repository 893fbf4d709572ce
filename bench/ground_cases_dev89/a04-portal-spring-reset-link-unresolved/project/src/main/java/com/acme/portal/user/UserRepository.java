package com.acme.portal.user;

import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;

public interface UserRepository extends JpaRepository<User, Long> {
    Optional<User> findByEmailIgnoreCase(String email);

    @Modifying
    @Query("update User u set u.passwordHash = :hash where u.id = :id")
    int updatePasswordHash(Long id, String hash);
}
