package com.huayun.portal.security;

import java.util.List;
import java.util.Map;

import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.stereotype.Service;

/**
 * 演示实现：账号来自内置表。线上是 LDAP，由 portal-ldap 模块提供同名 Bean 覆盖。
 */
@Service
public class PortalUserDetailsService implements UserDetailsService {

    // 密码都是 "changeit" 的 bcrypt
    private static final String HASH = "$2a$11$Qe6mM1p0gC9l3rjv0cI2Z.2T9m7H1X2lWJqg9w0nq6u7a3mVbYq6u";

    private final Map<String, List<String>> accounts = Map.of(
        "zhoujie", List.of("ROLE_USER", "ROLE_ADMIN"),
        "linna", List.of("ROLE_USER"),
        "ops-bot", List.of("ROLE_USER"));

    @Override
    public UserDetails loadUserByUsername(String username) throws UsernameNotFoundException {
        List<String> roles = accounts.get(username);
        if (roles == null) {
            throw new UsernameNotFoundException(username);
        }
        return User.withUsername(username)
            .password(HASH)
            .authorities(roles.stream().map(SimpleGrantedAuthority::new).toList())
            .build();
    }
}
