package io.tarifa.quotes.ratelimit;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

@Component
public class RateLimitFilter extends OncePerRequestFilter {

    private final RateLimiterService limiter;
    private final RateLimitProperties props;

    public RateLimitFilter(RateLimiterService limiter, RateLimitProperties props) {
        this.limiter = limiter;
        this.props = props;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return props.getExempt().contains(request.getRequestURI());
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String key = request.getHeader("X-Api-Key");
        if (key == null || key.isBlank()) {
            response.sendError(401, "missing api key");
            return;
        }
        if (!limiter.tryAcquire(key)) {
            response.setStatus(429);
            response.setHeader("Retry-After", String.valueOf(limiter.secondsUntilReset(key)));
            response.getWriter().write("{\"error\":\"rate_limited\"}");
            return;
        }
        response.setHeader("X-RateLimit-Remaining", String.valueOf(limiter.remaining(key)));
        chain.doFilter(request, response);
    }
}
