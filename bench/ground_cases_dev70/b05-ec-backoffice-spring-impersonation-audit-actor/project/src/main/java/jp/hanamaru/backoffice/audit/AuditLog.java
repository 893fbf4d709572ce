package jp.hanamaru.backoffice.audit;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "audit_logs")
public class AuditLog {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String actor;

    @Column(name = "on_behalf_of")
    private String onBehalfOf;

    @Column(nullable = false)
    private String action;

    private String target;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt = Instant.now();

    protected AuditLog() {
    }

    public AuditLog(String actor, String onBehalfOf, String action, String target) {
        this.actor = actor;
        this.onBehalfOf = onBehalfOf;
        this.action = action;
        this.target = target;
    }

    public String getActor() { return actor; }
    public String getOnBehalfOf() { return onBehalfOf; }
    public String getAction() { return action; }
    public String getTarget() { return target; }
}
