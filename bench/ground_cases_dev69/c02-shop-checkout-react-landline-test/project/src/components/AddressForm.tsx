import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isPostcodeRequired, isValidPostcode, normalizePostcode } from "../validation/postcode";
import { isValidPhone } from "../validation/phone";
import { COUNTRIES, type Country } from "../validation/types";

export interface Address {
  country: Country;
  recipient: string;
  phone: string;
  postcode: string;
  region: string;
  line1: string;
}

const EMPTY: Address = { country: "CN", recipient: "", phone: "", postcode: "", region: "", line1: "" };

export function AddressForm({ onSubmit }: { onSubmit: (a: Address) => void }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState<Address>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (field: keyof Address) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.target.value;
    if (field === "country") {
      const country = value as Country;
      setAddress({ ...address, country, postcode: isPostcodeRequired(country) ? address.postcode : "" });
      setErrors(({ phone: _phone, postcode: _postcode, ...rest }) => rest);
      return;
    }
    setAddress({ ...address, [field]: value });
  };

  function validate(a: Address): Record<string, string> {
    const found: Record<string, string> = {};
    if (!a.recipient.trim()) found.recipient = "address.errors.recipientRequired";
    if (!isValidPhone(a.country, a.phone)) found.phone = "address.errors.phoneInvalid";
    if (isPostcodeRequired(a.country) && !isValidPostcode(a.country, a.postcode)) {
      found.postcode = "address.errors.postcodeInvalid";
    }
    if (!a.line1.trim()) found.line1 = "address.errors.line1Required";
    return found;
  }

  function handleSubmit(e: React.FormEvent) {
    e.preventDefault();
    const found = validate(address);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSubmit({ ...address, postcode: normalizePostcode(address.country, address.postcode) });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <label>
        {t("address.country")}
        <select value={address.country} onChange={set("country")}>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>{t(`countries.${c}`)}</option>
          ))}
        </select>
      </label>
      {(["recipient", "phone", "postcode", "region", "line1"] as const).map((field) => (
        <label key={field}>
          {t(`address.${field}`)}
          <input value={address[field]} onChange={set(field)} aria-invalid={!!errors[field]} />
          {errors[field] && <span className="error">{t(errors[field])}</span>}
        </label>
      ))}
      <button type="submit">{t("address.save")}</button>
    </form>
  );
}
