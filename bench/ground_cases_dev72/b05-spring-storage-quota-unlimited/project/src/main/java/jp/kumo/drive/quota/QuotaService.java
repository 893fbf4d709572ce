package jp.kumo.drive.quota;

import jp.kumo.drive.plan.Plan;
import jp.kumo.drive.workspace.Workspace;
import jp.kumo.drive.workspace.WorkspaceRepository;
import org.springframework.stereotype.Service;

@Service
public class QuotaService {

    private final WorkspaceRepository workspaces;

    public QuotaService(WorkspaceRepository workspaces) {
        this.workspaces = workspaces;
    }

    private static final long GIB = 1024L * 1024 * 1024;

    public long limitBytes(Plan plan) {
        return plan.storageGb() * GIB;
    }

    public long remainingBytes(Workspace ws) {
        long limit = limitBytes(ws.getPlan());
        return Math.max(0, limit - ws.getUsedBytes());
    }

    public void checkUpload(Workspace ws, long uploadBytes) {
        long limit = limitBytes(ws.getPlan());
        if (ws.getUsedBytes() + uploadBytes > limit) {
            throw new QuotaExceededException(ws.getUsedBytes(), uploadBytes, limit);
        }
    }

    public void recordUpload(Workspace ws, long uploadBytes) {
        ws.setUsedBytes(ws.getUsedBytes() + uploadBytes);
        workspaces.save(ws);
    }
}
