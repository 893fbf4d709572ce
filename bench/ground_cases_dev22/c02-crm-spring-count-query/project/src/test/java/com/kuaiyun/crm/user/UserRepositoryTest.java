package com.kuaiyun.crm.user;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.orm.jpa.DataJpaTest;
import org.springframework.data.domain.PageRequest;

@DataJpaTest
class UserRepositoryTest {

    @Autowired
    UserRepository users;

    @BeforeEach
    void seed() {
        users.save(User.of("a@x.cn", 1L, UserStatus.ACTIVE));
        users.save(User.of("b@x.cn", 1L, UserStatus.ACTIVE));
        users.save(User.of("c@x.cn", 1L, UserStatus.LOCKED));
        User gone = User.of("d@x.cn", 1L, UserStatus.ACTIVE);
        gone.setDeletedAt(Instant.parse("2025-01-01T00:00:00Z"));
        users.save(gone);
    }

    @Test
    void findActiveByStatus_skipsSoftDeleted() {
        assertThat(users.findActiveByStatus(UserStatus.ACTIVE, PageRequest.of(0, 10))).hasSize(2);
    }

    @Test
    void countActiveByTenant_skipsSoftDeleted() {
        assertThat(users.countActiveByTenant(1L)).isEqualTo(3);
    }

    @Test
    void countActiveByStatus_skipsSoftDeleted() {
        assertThat(users.countActiveByStatus(UserStatus.ACTIVE)).isEqualTo(2);
    }
}
