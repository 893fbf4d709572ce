import * as XLSX from 'xlsx';
import type { Order } from '@/api/orders';

const STATUS_TEXT: Record<Order['status'], string> = {
  pending: '待支付',
  paid: '已支付',
  shipped: '已发货',
  refunded: '已退款',
  closed: '已关闭',
};

function excelTime(iso: string): string {
  return new Date(iso).toLocaleString('zh-CN', { hour12: false });
}

export function buildOrderRows(orders: Order[]): (string | number)[][] {
  const header = ['订单号', '客户', '金额（元）', '状态', '下单时间', '支付时间'];
  const rows = orders.map((o) => [
    o.orderNo,
    o.customerName,
    o.amountFen / 100,
    STATUS_TEXT[o.status],
    new Date(o.createdAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }),
    o.paidAt ? excelTime(o.paidAt) : '',
  ]);
  return [header, ...rows];
}

export function exportOrders(orders: Order[], filename = '订单.xlsx'): void {
  const sheet = XLSX.utils.aoa_to_sheet(buildOrderRows(orders));
  sheet['!cols'] = [{ wch: 22 }, { wch: 12 }, { wch: 10 }, { wch: 8 }, { wch: 20 }, { wch: 20 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, '订单');
  XLSX.writeFile(book, filename);
}
