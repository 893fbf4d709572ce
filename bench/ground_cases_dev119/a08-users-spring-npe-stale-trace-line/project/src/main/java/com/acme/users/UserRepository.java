package com.acme.users;

import java.util.List;
import java.util.Optional;

import org.springframework.data.jpa.repository.JpaRepository;

public interface UserRepository extends JpaRepository<User, Long> {

    Optional<User> findByEmail(String email);

    List<User> findByActiveTrueOrderByCreatedAtDesc();

    List<User> findByActiveTrueAndEmailStartingWithOrderByEmailAsc(String prefix);

    boolean existsByEmail(String email);
}
