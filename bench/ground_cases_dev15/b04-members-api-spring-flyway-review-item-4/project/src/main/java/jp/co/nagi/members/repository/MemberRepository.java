package jp.co.nagi.members.repository;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import jp.co.nagi.members.domain.Member;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface MemberRepository extends JpaRepository<Member, Long> {

    @Query("select m from Member m where lower(m.email) = lower(:email)")
    Optional<Member> findByEmailIgnoreCase(@Param("email") String email);

    boolean existsByEmailIgnoreCase(String email);

    @Modifying
    @Query("update Member m set m.lastLoginAt = :at where m.id = :id")
    int touchLastLogin(@Param("id") Long id, @Param("at") OffsetDateTime at);

    @Query(value = """
            SELECT * FROM members
             WHERE status = 'ACTIVE'
               AND last_login_at < :cutoff
             ORDER BY last_login_at
            """, nativeQuery = true)
    List<Member> findDormant(@Param("cutoff") OffsetDateTime cutoff);
}
