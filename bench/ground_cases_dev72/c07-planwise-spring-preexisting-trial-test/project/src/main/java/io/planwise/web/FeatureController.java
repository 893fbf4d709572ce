package io.planwise.web;

import java.util.Map;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import io.planwise.billing.Feature;
import io.planwise.billing.FeatureGate;
import io.planwise.billing.Workspace;

@RestController
@RequestMapping("/api/workspaces/{workspaceId}")
public class FeatureController {

    private final FeatureGate gate;
    private final WorkspaceLookup workspaces;

    public FeatureController(FeatureGate gate, WorkspaceLookup workspaces) {
        this.gate = gate;
        this.workspaces = workspaces;
    }

    @GetMapping("/features")
    public ResponseEntity<Map<String, Object>> list(@PathVariable String workspaceId) {
        Workspace ws = workspaces.require(workspaceId);
        return ResponseEntity.ok(Map.of("workspace", ws.id(), "enabled", gate.enabled(ws)));
    }

    @GetMapping("/features/{feature}")
    public ResponseEntity<Map<String, Object>> check(@PathVariable String workspaceId, @PathVariable Feature feature) {
        Workspace ws = workspaces.require(workspaceId);
        return ResponseEntity.ok(Map.of("feature", feature, "enabled", gate.isEnabled(ws, feature)));
    }
}
