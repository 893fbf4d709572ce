import { useState } from "react";
import { Modal } from "../../components/Modal/Modal";
import { useCart } from "../cart/useCart";
import { AddressForm } from "./AddressForm";
import { PaymentStep } from "./PaymentStep";
import { formatMoney } from "../../lib/money";

type Step = "address" | "payment";

export function CheckoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { items, total } = useCart();
  const [step, setStep] = useState<Step>("address");

  const close = () => {
    setStep("address");
    onClose();
  };

  return (
    <Modal title="Checkout" open={open} onClose={close}>
      <p>
        {items.length} item{items.length === 1 ? "" : "s"}, {formatMoney(total)}
      </p>
      {step === "address" ? (
        <AddressForm onDone={() => setStep("payment")} />
      ) : (
        <PaymentStep onBack={() => setStep("address")} onPaid={close} />
      )}
    </Modal>
  );
}
