import { FilesService } from "./files.service";

function fakePrisma() {
  const rows: any[] = [];
  return {
    rows,
    file: {
      create: jest.fn(async ({ data }) => {
        const row = { id: String(rows.length + 1), deletedAt: null, ...data };
        rows.push(row);
        return row;
      }),
      findMany: jest.fn(async ({ where }) => rows.filter((r) => r.ownerId === where.ownerId && r.deletedAt === null)),
      findFirst: jest.fn(async ({ where }) => rows.find((r) => r.id === where.id && r.deletedAt === null) ?? null),
      update: jest.fn(async ({ where, data }) => Object.assign(rows.find((r) => r.id === where.id), data)),
    },
  };
}

describe("FilesService", () => {
  const blobs = { put: jest.fn(), delete: jest.fn() };
  const quota = { assertWithinQuota: jest.fn() };

  it("stores the decoded UTF-8 name", async () => {
    const prisma = fakePrisma();
    const svc = new FilesService(prisma as any, blobs as any, quota as any);
    const name = Buffer.from("見積書.pdf", "utf8").toString("latin1");
    const row = await svc.upload("u1", { originalname: name, buffer: Buffer.from("x"), size: 1, mimetype: "application/pdf" } as any);
    expect(row.name).toBe("見積書.pdf");
  });

  it("softDelete hides the file from list", async () => {
    const prisma = fakePrisma();
    const svc = new FilesService(prisma as any, blobs as any, quota as any);
    const row = await svc.upload("u1", { originalname: "a.txt", buffer: Buffer.from("x"), size: 1, mimetype: "text/plain" } as any);
    await svc.softDelete("u1", row.id);
    expect(await svc.list("u1")).toEqual([]);
  });
});
