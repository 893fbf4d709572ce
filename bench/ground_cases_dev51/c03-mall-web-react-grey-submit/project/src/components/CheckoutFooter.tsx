import { memo } from "react";
import { formatPrice } from "../utils/price";

interface Props {
  total: number;
  itemCount: number;
  submitting: boolean;
  agreed: boolean;
  onSubmit: () => void;
}

function CheckoutFooterInner({ total, itemCount, submitting, agreed, onSubmit }: Props) {
  return (
    <footer className="checkout-footer">
      <div className="checkout-footer__summary">
        共 {itemCount} 件，合计 <strong>{formatPrice(total)}</strong>
      </div>
      <button
        type="button"
        className="checkout-footer__submit"
        disabled={submitting || itemCount === 0 || !agreed}
        onClick={onSubmit}
      >
        {submitting ? "提交中…" : "提交订单"}
      </button>
    </footer>
  );
}

// onSubmit 每次渲染都是新函数，不参与比较，避免整个 footer 跟着购物车列表一起重渲染
function areEqual(prev: Props, next: Props) {
  return prev.total === next.total && prev.itemCount === next.itemCount && prev.submitting === next.submitting;
}

export const CheckoutFooter = memo(CheckoutFooterInner, areEqual);
