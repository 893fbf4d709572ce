package jp.hanamaru.backoffice.audit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Service;

@Service
public class AuditService {

    private static final Logger log = LoggerFactory.getLogger(AuditService.class);

    private final AuditLogRepository repository;

    public AuditService(AuditLogRepository repository) {
        this.repository = repository;
    }

    public void record(String action, String target) {
        String actor = currentActor();
        String onBehalfOf = impersonatedUser();
        repository.save(new AuditLog(actor, onBehalfOf, action, target));
        log.info("audit actor={} onBehalfOf={} action={} target={}", actor, onBehalfOf, action, target);
    }

    private String currentActor() {
        Authentication auth = SecurityContextHolder.getContext().getAuthentication();
        if (auth == null || !auth.isAuthenticated()) {
            return "anonymous";
        }
        return auth.getName();
    }

    private String impersonatedUser() {
        // TODO: fill when impersonation is active
        return null;
    }
}
