package com.acme.catalog;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Component;
import org.springframework.web.context.annotation.RequestScope;

/** The tenant of the current request, from the X-Tenant-Id header set by the gateway. */
@Component
@RequestScope
public class TenantContext {

    private final Long tenantId;

    public TenantContext(HttpServletRequest request) {
        String header = request.getHeader("X-Tenant-Id");
        if (header == null || header.isBlank()) {
            throw new MissingTenantException();
        }
        this.tenantId = Long.valueOf(header);
    }

    public Long currentId() {
        return tenantId;
    }
}
