package com.acme.gateway;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Clock;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

@Component
public class RateLimitFilter extends OncePerRequestFilter {

    private final GatewayProperties props;
    private final RateLimiter limiter;

    public RateLimitFilter(GatewayProperties props) {
        this.props = props;
        this.limiter = new RateLimiter(Clock.systemUTC(), props.getWindowSeconds() * 1000L);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws ServletException, IOException {
        String key = clientKey(req) + ":" + req.getRequestURI();
        if (!limiter.tryAcquire(key, props.limitFor(req.getRequestURI()))) {
            res.setStatus(429);
            res.setHeader("Retry-After", String.valueOf(limiter.retryAfterSeconds(key)));
            res.setContentType("application/json");
            res.getWriter().write("{\"error\":\"too_many_requests\"}");
            return;
        }
        chain.doFilter(req, res);
    }

    private static String clientKey(HttpServletRequest req) {
        String fwd = req.getHeader("X-Forwarded-For");
        if (fwd != null && !fwd.isBlank()) {
            return fwd.split(",")[0].trim();
        }
        return req.getRemoteAddr();
    }
}
