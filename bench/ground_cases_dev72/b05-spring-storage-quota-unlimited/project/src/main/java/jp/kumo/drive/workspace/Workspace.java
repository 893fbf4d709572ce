package jp.kumo.drive.workspace;

import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jp.kumo.drive.plan.Plan;

@Entity
public class Workspace {
    @Id
    private String id;
    private String name;
    @Enumerated(EnumType.STRING)
    private Plan plan;
    private long usedBytes;

    protected Workspace() {}

    public Workspace(String id, Plan plan, long usedBytes) {
        this.id = id;
        this.plan = plan;
        this.usedBytes = usedBytes;
    }

    public String getId() { return id; }
    public String getName() { return name; }
    public Plan getPlan() { return plan; }
    public long getUsedBytes() { return usedBytes; }
    public void setUsedBytes(long usedBytes) { this.usedBytes = usedBytes; }
}
