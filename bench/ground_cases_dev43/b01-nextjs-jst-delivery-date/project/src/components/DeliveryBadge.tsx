"use client";

import { useEffect, useState } from "react";
import { estimateDeliveryDate, formatJa, type DeliveryEstimate } from "@/lib/delivery";

type Props = { inStock: boolean };

// 表示時点の時刻で計算するのでクライアント側で描画する（ISR のキャッシュに日付を焼き込まない）
export function DeliveryBadge({ inStock }: Props) {
  const [estimate, setEstimate] = useState<DeliveryEstimate | null>(null);

  useEffect(() => {
    setEstimate(estimateDeliveryDate(new Date()));
  }, []);

  if (!inStock || !estimate) return null;

  return (
    <p className="mt-3 rounded bg-green-50 px-3 py-2 text-sm text-green-800">
      {formatJa(estimate.deliveryDate)} お届け予定
      {!estimate.cutoffPassed && <span className="ml-2 text-xs">（本日14時までのご注文で当日出荷）</span>}
    </p>
  );
}
