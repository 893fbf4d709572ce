import { useState } from "react";
import { DeliveryDatePicker } from "./DeliveryDatePicker";
import { CheckoutErrors, CheckoutInput, validateCheckout } from "../lib/validation";
import { placeOrder } from "../api/orders";
import { lookupAddress } from "../api/address";

const empty: CheckoutInput = { name: "", kana: "", zip: "", address: "", phone: "", deliveryDate: "" };

export function CheckoutForm() {
  const [form, setForm] = useState<CheckoutInput>(empty);
  const [errors, setErrors] = useState<CheckoutErrors>({});

  const set = (key: keyof CheckoutInput) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function onZipChange(value: string) {
    set("zip")(value);
    const digits = value.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[-－ー]/g, "");
    if (/^\d{7}$/.test(digits) && !form.address) {
      const address = await lookupAddress(digits);
      if (address) set("address")(address);
    }
  }

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const found = validateCheckout(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await placeOrder(form);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Field label="お名前" value={form.name} onChange={set("name")} error={errors.name} />
      <Field label="フリガナ" value={form.kana} onChange={set("kana")} error={errors.kana} />
      <Field label="郵便番号" value={form.zip} onChange={onZipChange} error={errors.zip} inputMode="numeric" />
      <Field label="住所" value={form.address} onChange={set("address")} error={errors.address} />
      <Field label="電話番号" value={form.phone} onChange={set("phone")} error={errors.phone} inputMode="tel" />
      <DeliveryDatePicker value={form.deliveryDate} onChange={set("deliveryDate")} error={errors.deliveryDate} />
      <button type="submit">注文を確定する</button>
    </form>
  );
}

type FieldProps = {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  inputMode?: "numeric" | "tel";
};

function Field({ label, value, onChange, error, inputMode }: FieldProps) {
  return (
    <div className="field">
      <label>
        {label}
        <input value={value} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      </label>
      {error && <p className="error">{error}</p>}
    </div>
  );
}
