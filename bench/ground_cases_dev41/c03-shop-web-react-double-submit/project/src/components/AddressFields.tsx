import type { Address } from '../api/orders';

interface Props {
  value: Address;
  onChange: (a: Address) => void;
}

const FIELDS: { key: keyof Address; label: string; type?: string }[] = [
  { key: 'name', label: '收货人' },
  { key: 'phone', label: '手机号', type: 'tel' },
  { key: 'line1', label: '详细地址' },
  { key: 'city', label: '城市' },
  { key: 'zip', label: '邮编' },
];

export function AddressFields({ value, onChange }: Props) {
  return (
    <fieldset className="address">
      <legend>收货地址</legend>
      {FIELDS.map((f) => (
        <label key={f.key}>
          {f.label}
          <input
            type={f.type ?? 'text'}
            value={value[f.key]}
            onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
          />
        </label>
      ))}
    </fieldset>
  );
}
