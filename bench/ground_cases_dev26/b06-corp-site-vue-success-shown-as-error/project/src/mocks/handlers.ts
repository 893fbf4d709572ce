import { http, HttpResponse } from "msw";

// Mirrors the backend's contract (see api-spec/openapi.yaml in the backend repo).
export const handlers = [
  http.post("/api/inquiries", async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({ id: "inq_01", ...body }, { status: 201 });
  }),
  http.post("/api/demo-requests", async () => {
    return HttpResponse.json({ id: "demo_01" }, { status: 201 });
  }),
  http.get("/api/faq", () => {
    return HttpResponse.json([{ q: "営業時間は？", a: "平日10-18時です" }]);
  }),
];
