package com.huayun.portal.security;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.LockedException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.authentication.SimpleUrlAuthenticationFailureHandler;
import org.springframework.stereotype.Component;

@Component
public class LoginFailureHandler extends SimpleUrlAuthenticationFailureHandler {

    private static final Logger log = LoggerFactory.getLogger(LoginFailureHandler.class);

    public LoginFailureHandler() {
        super("/login?error");
    }

    @Override
    public void onAuthenticationFailure(HttpServletRequest request, HttpServletResponse response,
                                        AuthenticationException exception) throws IOException, jakarta.servlet.ServletException {
        String username = request.getParameter("username");
        String ip = request.getRemoteAddr();
        log.warn("login failed user={} ip={} reason={}", username, ip, exception.getClass().getSimpleName());
        if (exception instanceof LockedException) {
            getRedirectStrategy().sendRedirect(request, response, "/login?locked");
            return;
        }
        if (exception instanceof BadCredentialsException) {
            request.getSession().setAttribute("LAST_USERNAME", username);
        }
        super.onAuthenticationFailure(request, response, exception);
    }
}
