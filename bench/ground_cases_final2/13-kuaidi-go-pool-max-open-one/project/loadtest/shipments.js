import http from 'k6/http';
import { check } from 'k6';

export const options = { vus: 50, duration: '30s' };

export default function () {
  const customer = `c${Math.floor(Math.random() * 500)}`;
  const res = http.get('http://localhost:8080/api/shipments?limit=20', {
    headers: { 'X-Customer-ID': customer },
  });
  check(res, { 'status 200': (r) => r.status === 200 });
}
