package com.kuaiyun.crm.user;

import java.util.List;
import java.util.Optional;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface UserRepository extends JpaRepository<User, Long> {

    Optional<User> findByEmailIgnoreCase(String email);

    @Query("select u from User u where u.deletedAt is null and u.status = :status")
    Page<User> findActiveByStatus(@Param("status") UserStatus status, Pageable pageable);

    @Query("select u from User u where u.deletedAt is null and u.tenantId = :tenantId order by u.createdAt desc")
    List<User> findActiveByTenant(@Param("tenantId") Long tenantId);

    @Query("select count(u) from User u where u.deletedAt is null and u.tenantId = :tenantId")
    long countActiveByTenant(@Param("tenantId") Long tenantId);

    @Query("select count(u) from User u where u.status = :status")
    long countActiveByStatus(@Param("status") UserStatus status);
}
