import { ArticlesService } from './articles.service';

function repoMock(rows: any[]) {
  return {
    findAndCount: jest.fn().mockResolvedValue([rows, rows.length]),
    findOneBy: jest.fn().mockResolvedValue(rows[0] ?? null),
    save: jest.fn().mockImplementation(async (a) => a),
  } as any;
}

function cacheMock() {
  const store = new Map<string, unknown>();
  return {
    get: jest.fn(async (k: string) => store.get(k)),
    set: jest.fn(async (k: string, v: unknown) => void store.set(k, v)),
    del: jest.fn(async (k: string) => void store.delete(k)),
  } as any;
}

const row = { id: 1, title: 'Budget vote', slug: 'budget-vote', body: '...', published: true, createdAt: new Date('2025-10-01T08:00:00Z') };

describe('ArticlesService', () => {
  it('lists published articles newest first', async () => {
    const repo = repoMock([row]);
    const service = new ArticlesService(repo);
    const page = await service.list(1, 20);
    expect(page.total).toBe(1);
    expect(page.items[0].slug).toBe('budget-vote');
    expect(repo.findAndCount).toHaveBeenCalledWith(expect.objectContaining({ skip: 0, take: 20 }));
  });

  it('clears the list cache after an update', async () => {
    const cache = cacheMock();
    const service = new ArticlesService(repoMock([row]), cache);
    await service.update(1, { title: 'Budget vote delayed again' });
    expect(cache.del).toHaveBeenCalled();
  });

  it('returns null when updating a missing article', async () => {
    const repo = repoMock([]);
    const service = new ArticlesService(repo);
    expect(await service.update(42, { title: 'x' })).toBeNull();
  });
});
