import { OrderService } from "../src/orders/order.service";

const order = (id: number, customerId: number) => ({
  id,
  orderNo: `SO${id}`,
  customerId,
  status: "draft",
  amountFen: "100",
  createdAt: new Date("2025-11-01T00:00:00Z"),
});

describe("OrderService.list", () => {
  it("adds the customer name and company", async () => {
    const orders = { find: jest.fn().mockResolvedValue([order(1, 7)]) };
    const customers = { findOneBy: jest.fn().mockResolvedValue({ id: 7, name: "王芳", company: "星河科技" }) };
    const service = new OrderService(orders as never, customers as never);
    const rows = await service.list();
    expect(rows[0]).toMatchObject({ orderNo: "SO1", customerName: "王芳", customerCompany: "星河科技" });
  });

  it("pages by 50", async () => {
    const orders = { find: jest.fn().mockResolvedValue([]) };
    const service = new OrderService(orders as never, { findOneBy: jest.fn() } as never);
    await service.list(3);
    expect(orders.find).toHaveBeenCalledWith(expect.objectContaining({ skip: 100, take: 50 }));
  });
});
