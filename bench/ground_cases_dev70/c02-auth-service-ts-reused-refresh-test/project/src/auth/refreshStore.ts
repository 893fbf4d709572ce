export interface RefreshRecord {
  jti: string;
  familyId: string;
  userId: string;
  usedAt: Date | null;
}

/**
 * refresh token 的登记表。线上用 Redis（见 infra/），这里是单进程内存实现，
 * 测试和本地开发都用它。
 */
export class RefreshStore {
  private records = new Map<string, RefreshRecord>();
  private revokedFamilies = new Set<string>();

  async save(record: RefreshRecord): Promise<void> {
    this.records.set(record.jti, { ...record });
  }

  async get(jti: string): Promise<RefreshRecord | undefined> {
    return this.records.get(jti);
  }

  async markUsed(jti: string): Promise<void> {
    const record = this.records.get(jti);
    if (record) record.usedAt = new Date();
  }

  async revokeFamily(familyId: string): Promise<void> {
    this.revokedFamilies.add(familyId);
  }

  async isFamilyRevoked(familyId: string): Promise<boolean> {
    return this.revokedFamilies.has(familyId);
  }

  async revokeAllForUser(userId: string): Promise<void> {
    for (const record of this.records.values()) {
      if (record.userId === userId) this.revokedFamilies.add(record.familyId);
    }
  }

  clear(): void {
    this.records.clear();
    this.revokedFamilies.clear();
  }
}

export const refreshStore = new RefreshStore();
