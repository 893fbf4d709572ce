import { addSeconds, formatHm } from '../utils/time';

/**
 * 跟踪页顶部的 ETA 文案。
 * etaSeconds 来自 /tracking/:orderId 接口，null 表示后端还没算出来。
 */
export function etaText(etaSeconds: number | null, now: Date): string {
  if (etaSeconds == null) {
    return '正在计算送达时间…';
  }
  const minutes = Math.ceil(etaSeconds / 60);
  if (minutes <= 1) {
    return '骑手即将到达';
  }
  if (minutes < 60) {
    return `预计 ${minutes} 分钟送达`;
  }
  return `预计 ${formatHm(addSeconds(now, etaSeconds))} 送达`;
}

export function isLate(etaSeconds: number | null, promisedBy: Date, now: Date): boolean {
  if (etaSeconds == null) {
    return false;
  }
  return addSeconds(now, etaSeconds).getTime() > promisedBy.getTime();
}
