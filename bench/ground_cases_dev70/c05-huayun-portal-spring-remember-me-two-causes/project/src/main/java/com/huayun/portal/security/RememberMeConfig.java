package com.huayun.portal.security;

import java.time.Duration;
import java.util.UUID;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.web.authentication.RememberMeServices;
import org.springframework.security.web.authentication.rememberme.InMemoryTokenRepositoryImpl;
import org.springframework.security.web.authentication.rememberme.PersistentTokenBasedRememberMeServices;
import org.springframework.security.web.authentication.rememberme.TokenBasedRememberMeServices;

/**
 * “记住我”。app.remember-me.persistent=true 时用持久化 token（系列号 + token），
 * 否则用签名 cookie（用户名 + 过期时间 + 签名）。
 */
@Configuration
public class RememberMeConfig {

    public static final String COOKIE_NAME = "portal-remember";

    private static final Duration VALIDITY = Duration.ofDays(14);

    @Value("${app.remember-me.persistent:false}")
    private boolean persistent;

    @Bean
    public RememberMeServices rememberMeServices(UserDetailsService users) {
        String key = UUID.randomUUID().toString();
        if (persistent) {
            PersistentTokenBasedRememberMeServices services =
                new PersistentTokenBasedRememberMeServices(key, users, new InMemoryTokenRepositoryImpl());
            services.setCookieName(COOKIE_NAME);
            services.setTokenValiditySeconds((int) VALIDITY.toSeconds());
            return services;
        }
        TokenBasedRememberMeServices services = new TokenBasedRememberMeServices(key, users);
        services.setCookieName(COOKIE_NAME);
        services.setTokenValiditySeconds((int) VALIDITY.toSeconds());
        return services;
    }
}
