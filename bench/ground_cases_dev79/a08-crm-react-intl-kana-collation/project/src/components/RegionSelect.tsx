import { useIntl } from 'react-intl';

const REGIONS = ['hokkaido', 'tohoku', 'kanto', 'chubu', 'kinki', 'chugoku', 'shikoku', 'kyushu'];

export function RegionSelect({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const intl = useIntl();
  const options = REGIONS.map((r) => ({ value: r, label: intl.formatMessage({ id: `region.${r}` }) }));
  options.sort((a, b) => (a.label > b.label ? 1 : -1));
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
