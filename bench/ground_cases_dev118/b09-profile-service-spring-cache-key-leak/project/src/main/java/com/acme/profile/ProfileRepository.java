package com.acme.profile;

import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface ProfileRepository extends JpaRepository<Profile, Long> {

    @Query("select p from Profile p left join fetch p.roles where p.email = :email")
    Optional<Profile> findByEmail(String email);

    boolean existsByEmailIgnoreCase(String email);
}
