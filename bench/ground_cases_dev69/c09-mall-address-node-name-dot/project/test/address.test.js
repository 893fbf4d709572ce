const request = require("supertest");
const app = require("../src/app");
const store = require("../src/services/addressStore");

const valid = {
  receiverName: "张伟",
  phone: "13800138000",
  province: "广东省",
  city: "深圳市",
  district: "南山区",
  detail: "科技园南区高新南一道 9 号",
  postcode: "518057",
};

beforeEach(() => store.reset());

describe("POST /api/addresses", () => {
  it("creates an address", async () => {
    const res = await request(app).post("/api/addresses").set("x-user-id", "7").send(valid);
    expect(res.status).toBe(201);
    expect(res.body.id).toBe(1);
  });

  it("rejects a bad phone", async () => {
    const res = await request(app).post("/api/addresses").send({ ...valid, phone: "12345" });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe("phone");
  });

  it("accepts a municipality with the city equal to the province", async () => {
    const res = await request(app)
      .post("/api/addresses")
      .send({ ...valid, province: "北京市", city: "北京市", district: "朝阳区", postcode: "100020" });
    expect(res.status).toBe(201);
  });

  it("rejects a city outside the province", async () => {
    const res = await request(app).post("/api/addresses").send({ ...valid, city: "杭州市" });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe("city");
  });
});
