export type Item = { sku: string; name: string; unitPrice: number; qty: number };
export type Order = {
  id: string;
  userId: string;
  status: "pending" | "paid" | "shipped" | "cancelled";
  items: Item[];
  couponCode?: string;
  total?: number;
  cancelledBy?: string;
  createdAt: string;
};
export type Coupon = { code: string; kind: "percent" | "amount"; value: number; expiresAt: string | null };
export type User = { id: string; role: "customer" | "staff" };

const orderRows = new Map<string, Order>();
const couponRows = new Map<string, Coupon>();
const userRows = new Map<string, User>();

export const db = {
  orders: {
    async findById(id: string) {
      return orderRows.get(id) ?? null;
    },
    async findMany(q: { userId: string; limit: number }) {
      return [...orderRows.values()].filter((o) => o.userId === q.userId).slice(0, q.limit);
    },
    async update(id: string, patch: Partial<Order>) {
      const row = orderRows.get(id);
      if (row) orderRows.set(id, { ...row, ...patch });
    },
    _seed(o: Order) {
      orderRows.set(o.id, o);
    },
  },
  coupons: {
    async findByCode(code: string) {
      return couponRows.get(code) ?? null;
    },
    _seed(c: Coupon) {
      couponRows.set(c.code, c);
    },
  },
  users: {
    async findById(id: string) {
      return userRows.get(id) ?? null;
    },
    _seed(u: User) {
      userRows.set(u.id, u);
    },
  },
};
