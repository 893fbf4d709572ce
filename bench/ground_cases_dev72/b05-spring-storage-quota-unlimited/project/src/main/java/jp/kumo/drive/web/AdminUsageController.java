package jp.kumo.drive.web;

import jp.kumo.drive.quota.QuotaService;
import jp.kumo.drive.workspace.Workspace;
import jp.kumo.drive.workspace.WorkspaceRepository;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.*;

import java.util.List;
import java.util.Map;

@RestController
@RequestMapping("/admin/usage")
public class AdminUsageController {

    private final WorkspaceRepository workspaces;
    private final QuotaService quota;

    public AdminUsageController(WorkspaceRepository workspaces, QuotaService quota) {
        this.workspaces = workspaces;
        this.quota = quota;
    }

    @GetMapping
    @Transactional(readOnly = true)
    public List<Map<String, Object>> list() {
        return workspaces.findAll().stream().map(this::row).toList();
    }

    private Map<String, Object> row(Workspace ws) {
        double usedGb = ws.getUsedBytes() / (1024.0 * 1024 * 1024);
        return Map.of(
                "workspace", ws.getId(),
                "plan", ws.getPlan().name(),
                "usedGb", Math.round(usedGb * 10) / 10.0,
                "remainingBytes", quota.remainingBytes(ws));
    }
}
