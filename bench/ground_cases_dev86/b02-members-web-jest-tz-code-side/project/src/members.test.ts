import { listMembers, memberRows } from './members';

jest.mock('./api/client');

describe('members', () => {
  it('lists members', async () => {
    const members = await listMembers();
    expect(members).toHaveLength(2);
    expect(members[0].name).toBe('佐藤');
  });

  it('renders rows with join date', async () => {
    const rows = await memberRows();
    expect(rows[0]).toBe('佐藤（2024/04/01 入会）');
  });
});
