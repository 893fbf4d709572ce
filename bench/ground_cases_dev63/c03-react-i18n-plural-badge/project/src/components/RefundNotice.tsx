import { Locale, t } from "../i18n";
import { formatPrice } from "../i18n/format";

interface Props {
  locale: Locale;
  refundedFen: number;
  totalFen: number;
  pending: boolean;
}

/** 订单详情页顶部的退款提示条 */
export function RefundNotice({ locale, refundedFen, totalFen, pending }: Props) {
  if (pending) {
    return <div className="notice notice--info">{t(locale, "order.refund.pending")}</div>;
  }
  if (refundedFen <= 0) {
    return null;
  }
  const amount = formatPrice(locale, refundedFen);
  const key = refundedFen >= totalFen ? "order.refund.full" : "order.refund.partial";
  return (
    <div className="notice notice--success" role="status">
      {t(locale, key, { amount })}
    </div>
  );
}

export function refundPercent(refundedFen: number, totalFen: number): number {
  if (totalFen <= 0) return 0;
  return Math.min(1, refundedFen / totalFen);
}

export const REFUND_NOTICE_TEST_ID = "refund-notice";
