import 'package:flutter/material.dart';

import '../models/order.dart';

class StatusChip extends StatelessWidget {
  const StatusChip({super.key, required this.status});

  final OrderStatus status;

  static const _labels = {
    OrderStatus.pending: '待支付',
    OrderStatus.paid: '已支付',
    OrderStatus.shipped: '已发货',
    OrderStatus.delivered: '已送达',
    OrderStatus.cancelled: '已取消',
    OrderStatus.refunded: '已退款',
  };

  Color _color(ColorScheme scheme) {
    switch (status) {
      case OrderStatus.pending:
        return Colors.orange;
      case OrderStatus.paid:
      case OrderStatus.shipped:
        return scheme.primary;
      case OrderStatus.delivered:
        return Colors.green;
      case OrderStatus.cancelled:
        return scheme.outline;
      case OrderStatus.refunded:
        return Colors.red;
    }
  }

  @override
  Widget build(BuildContext context) {
    final color = _color(Theme.of(context).colorScheme);
    return Chip(
      label: Text(_labels[status]!, style: TextStyle(color: color)),
      side: BorderSide(color: color),
      backgroundColor: color.withOpacity(0.08),
      visualDensity: VisualDensity.compact,
    );
  }
}
