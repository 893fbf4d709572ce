import 'package:flutter_test/flutter_test.dart';
import 'package:shopkeeper/models/order.dart';

void main() {
  Map<String, dynamic> sample({String status = 'paid'}) => {
        'id': 'A1029',
        'customer_name': '王女士',
        'status': status,
        'created_at': '2025-03-02T06:30:00Z',
        'lines': [
          {'sku': 'TEA-01', 'name': '龙井 250g', 'qty': 2, 'unit_cents': 12800},
          {'sku': 'CUP-07', 'name': '玻璃杯', 'qty': 1, 'unit_cents': 3900},
        ],
      };

  test('total sums all lines', () {
    final order = Order.fromJson(sample());
    expect(order.totalCents, 2 * 12800 + 3900);
  });

  test('unknown status falls back to pending', () {
    final order = Order.fromJson(sample(status: 'on_hold'));
    expect(order.status, OrderStatus.pending);
  });

  test('only pending and paid orders can be cancelled', () {
    expect(Order.fromJson(sample(status: 'pending')).canCancel, isTrue);
    expect(Order.fromJson(sample(status: 'paid')).canCancel, isTrue);
    expect(Order.fromJson(sample(status: 'shipped')).canCancel, isFalse);
    expect(Order.fromJson(sample(status: 'cancelled')).canCancel, isFalse);
  });

  test('created_at is converted to local time', () {
    final order = Order.fromJson(sample());
    expect(order.createdAt.isUtc, isFalse);
  });
}
