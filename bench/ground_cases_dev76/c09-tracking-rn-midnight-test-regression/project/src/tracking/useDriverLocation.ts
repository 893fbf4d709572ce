import { useEffect, useRef, useState } from 'react';

import { api } from '../api/client';

export type DriverLocation = {
  lat: number;
  lng: number;
  heading: number;
  updatedAt: string; // ISO 时间，骑手端上报的时间
};

const POLL_MS = 5000;

export function useDriverLocation(orderId: string) {
  const [location, setLocation] = useState<DriverLocation | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => {
    let cancelled = false;
    const poll = async () => {
      try {
        const res = await api.get<DriverLocation>(`/tracking/${orderId}/driver`);
        if (!cancelled) {
          // 响应可能乱序回来：只接受比当前更新的位置
          setLocation(prev =>
            prev && Date.parse(prev.updatedAt) >= Date.parse(res.data.updatedAt) ? prev : res.data,
          );
        }
      } catch {
        // 网络抖动时保留上一次的位置
      }
    };
    poll();
    timer.current = setInterval(poll, POLL_MS);
    return () => {
      cancelled = true;
      if (timer.current) {
        clearInterval(timer.current);
      }
    };
  }, [orderId]);

  return location;
}
