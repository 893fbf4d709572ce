import { PrismaClient } from "@prisma/client";

const prisma = new PrismaClient();

const users = [
  { email: "xiaoming@forum.test", displayName: "小明", bio: "前端，喜欢摄影" },
  { email: "laowang@forum.test", displayName: "老王", bio: "DBA，专治慢查询" },
  { email: "ada@forum.test", displayName: "Ada", bio: "" },
];

async function main() {
  for (const u of users) {
    const user = await prisma.user.upsert({
      where: { email: u.email },
      update: {},
      create: u,
    });
    const count = await prisma.post.count({ where: { authorId: user.id } });
    if (count > 0) continue;
    await prisma.post.createMany({
      data: [1, 2, 3].map((n) => ({
        title: `${u.displayName} 的第 ${n} 篇帖子`,
        body: "测试内容",
        published: n !== 3,
        authorId: user.id,
      })),
    });
  }
}

main()
  .then(() => prisma.$disconnect())
  .catch(async (e) => {
    console.error(e);
    await prisma.$disconnect();
    process.exit(1);
  });
