package io.planwise.web;

import io.planwise.billing.Workspace;

public interface WorkspaceLookup {
    Workspace require(String workspaceId);
}
