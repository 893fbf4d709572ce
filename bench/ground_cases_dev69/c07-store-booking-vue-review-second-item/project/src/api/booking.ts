import axios from "axios";

export interface BookingPayload {
  storeId: number;
  name: string;
  phone: string;
  date: string;
  slot: string;
  people: number;
  note: string;
}

const http = axios.create({ baseURL: "/api", timeout: 10000 });

http.interceptors.response.use(
  (res) => res,
  (err) => {
    const msg = err.response?.data?.message ?? "网络异常，请稍后再试";
    return Promise.reject(new Error(msg));
  },
);

export async function createBooking(payload: BookingPayload): Promise<{ id: number }> {
  const { data } = await http.post<{ id: number }>("/bookings", payload);
  return data;
}

export async function fetchSlots(storeId: number, date: string): Promise<string[]> {
  const { data } = await http.get<string[]>(`/stores/${storeId}/slots`, { params: { date } });
  return data;
}
