package jp.kumo.drive.quota;

import jp.kumo.drive.plan.Plan;
import jp.kumo.drive.workspace.Workspace;
import jp.kumo.drive.workspace.WorkspaceRepository;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;
import static org.mockito.Mockito.mock;

class QuotaServiceTest {

    private final QuotaService service = new QuotaService(mock(WorkspaceRepository.class));

    @Test
    void freeLimitIsFiveGib() {
        assertEquals(5L * 1024 * 1024 * 1024, service.limitBytes(Plan.FREE));
    }

    @Test
    void proLimitDoesNotOverflow() {
        assertEquals(100L * 1024 * 1024 * 1024, service.limitBytes(Plan.PRO));
        assertEquals(1024L * 1024 * 1024 * 1024, service.limitBytes(Plan.TEAM));
    }

    @Test
    void enterpriseUnlimited() {
        Workspace ws = new Workspace("ws_big", Plan.ENTERPRISE, 40L * 1024 * 1024 * 1024 * 1024);
        assertDoesNotThrow(() -> service.checkUpload(ws, 10L * 1024 * 1024 * 1024));
    }

    @Test
    void rejectsUploadOverQuota() {
        Workspace ws = new Workspace("ws_small", Plan.FREE, 5L * 1024 * 1024 * 1024 - 10);
        assertThrows(QuotaExceededException.class, () -> service.checkUpload(ws, 11));
    }
}
