const fixtures: Record<string, unknown> = {
  '/members': [
    { id: 1, name: '佐藤', joinedAt: '2024-03-31T15:30:00Z' },
    { id: 2, name: '鈴木', joinedAt: '2024-04-01T00:10:00Z' },
  ],
};

export const getJson = jest.fn(async (path: string) => fixtures[path]);
