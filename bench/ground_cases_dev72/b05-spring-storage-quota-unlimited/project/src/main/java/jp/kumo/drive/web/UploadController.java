package jp.kumo.drive.web;

import jp.kumo.drive.quota.QuotaExceededException;
import jp.kumo.drive.quota.QuotaService;
import jp.kumo.drive.workspace.Workspace;
import jp.kumo.drive.workspace.WorkspaceRepository;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.multipart.MultipartFile;

import java.util.Map;

@RestController
@RequestMapping("/api/workspaces/{workspaceId}/files")
public class UploadController {

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(UploadController.class);

    private final WorkspaceRepository workspaces;
    private final QuotaService quota;

    public UploadController(WorkspaceRepository workspaces, QuotaService quota) {
        this.workspaces = workspaces;
        this.quota = quota;
    }

    @PostMapping
    public ResponseEntity<Map<String, Object>> upload(@PathVariable String workspaceId,
                                                      @RequestParam("file") MultipartFile file) {
        Workspace ws = workspaces.findById(workspaceId).orElseThrow();
        try {
            quota.checkUpload(ws, file.getSize());
        } catch (QuotaExceededException e) {
            log.warn("upload rejected ws={} file={} : {}", workspaceId, file.getOriginalFilename(), e.getMessage());
            throw e;
        }
        // storage write elided
        quota.recordUpload(ws, file.getSize());
        return ResponseEntity.status(201).body(Map.of("name", file.getOriginalFilename(), "size", file.getSize()));
    }
}
