import { UsageService } from './usage.service';

describe('UsageService.monthlyRollup', () => {
  const svc = new UsageService({} as never);

  it('sums api calls and keeps peak storage per workspace and month', () => {
    const rows = svc.monthlyRollup([
      { workspaceId: 'w1', metric: 'api_calls', quantity: 40, at: new Date('2025-09-30T23:59:59Z') },
      { workspaceId: 'w1', metric: 'api_calls', quantity: 2, at: new Date('2025-10-01T00:00:00Z') },
      { workspaceId: 'w1', metric: 'storage_bytes', quantity: 900, at: new Date('2025-10-03T10:00:00Z') },
      { workspaceId: 'w1', metric: 'storage_bytes', quantity: 500, at: new Date('2025-10-09T10:00:00Z') },
    ]);
    expect(rows).toEqual([
      { workspaceId: 'w1', month: '2025-09', apiCalls: 40, peakStorageBytes: 0 },
      { workspaceId: 'w1', month: '2025-10', apiCalls: 2, peakStorageBytes: 900 },
    ]);
  });
});
