import http from 'k6/http';
import { check } from 'k6';

export const options = { vus: 200, duration: '5m' };

const TENANT = __ENV.TENANT;

export default function () {
  const id = 1 + Math.floor(Math.random() * 500);
  const r = http.post(`${__ENV.BASE}/api/reports/${id}/generate`, null, { headers: { 'X-Tenant': TENANT } });
  check(r, { 'status 200': (res) => res.status === 200 });
  const s = http.get(`${__ENV.BASE}/api/reports/${id}/summary`, { headers: { 'X-Tenant': TENANT } });
  check(s, { 'summary 200': (res) => res.status === 200 });
}
