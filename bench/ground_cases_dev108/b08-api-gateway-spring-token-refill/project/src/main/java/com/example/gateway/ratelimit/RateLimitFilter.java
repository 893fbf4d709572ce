package com.example.gateway.ratelimit;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

@Component
public class RateLimitFilter extends OncePerRequestFilter {
    private static final Logger log = LoggerFactory.getLogger(RateLimitFilter.class);

    private final RateLimitProperties props;
    private final Map<String, TokenBucket> buckets = new ConcurrentHashMap<>();

    public RateLimitFilter(RateLimitProperties props) {
        this.props = props;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (request.getRequestURI().startsWith("/actuator/health")) {
            chain.doFilter(request, response);
            return;
        }
        String key = request.getHeader("X-Api-Key");
        if (key == null) {
            key = request.getRemoteAddr();
        }
        long now = System.currentTimeMillis();
        TokenBucket bucket = buckets.computeIfAbsent(key,
                k -> new TokenBucket(props.getCapacity(), props.getRatePerSecond(), now));
        if (!bucket.tryConsume(now)) {
            log.debug("rate limited: {}", key);
            response.setStatus(429);
            response.setHeader("Retry-After", "1");
            return;
        }
        chain.doFilter(request, response);
    }
}
