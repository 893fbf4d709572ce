enum OrderStatus { pending, paid, shipped, delivered, cancelled, refunded }

OrderStatus parseStatus(String raw) {
  return OrderStatus.values.firstWhere(
    (s) => s.name == raw,
    orElse: () => OrderStatus.pending,
  );
}

class OrderLine {
  const OrderLine({required this.sku, required this.name, required this.qty, required this.unitCents});

  final String sku;
  final String name;
  final int qty;
  final int unitCents;

  int get totalCents => qty * unitCents;

  factory OrderLine.fromJson(Map<String, dynamic> json) => OrderLine(
        sku: json['sku'] as String,
        name: json['name'] as String,
        qty: json['qty'] as int,
        unitCents: json['unit_cents'] as int,
      );
}

class Order {
  const Order({
    required this.id,
    required this.customerName,
    required this.status,
    required this.lines,
    required this.createdAt,
  });

  final String id;
  final String customerName;
  final OrderStatus status;
  final List<OrderLine> lines;
  final DateTime createdAt;

  int get totalCents => lines.fold(0, (sum, l) => sum + l.totalCents);

  bool get canCancel => status == OrderStatus.pending || status == OrderStatus.paid;

  factory Order.fromJson(Map<String, dynamic> json) => Order(
        id: json['id'] as String,
        customerName: json['customer_name'] as String,
        status: parseStatus(json['status'] as String),
        lines: (json['lines'] as List).map((e) => OrderLine.fromJson(e as Map<String, dynamic>)).toList(),
        createdAt: DateTime.parse(json['created_at'] as String).toLocal(),
      );
}
