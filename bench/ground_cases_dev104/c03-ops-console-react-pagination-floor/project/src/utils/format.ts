import dayjs from 'dayjs';

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) {
    return '-';
  }
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '-';
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) {
    return '-';
  }
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD') : '-';
}

export function formatMoney(cents: number): string {
  return (cents / 100).toLocaleString('zh-CN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

export function formatCount(n: number): string {
  if (n >= 10000) {
    return `${(n / 10000).toFixed(1)}万`;
  }
  return String(n);
}
