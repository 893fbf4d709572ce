import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import '../models/order.dart';

class ReceiptHeader extends StatelessWidget {
  const ReceiptHeader({super.key, required this.order});

  final Order order;

  @override
  Widget build(BuildContext context) {
    final locale = Localizations.localeOf(context).toString();
    final placed = DateFormat('MMM d, y', locale).format(order.placedAt);
    return Padding(
      padding: const EdgeInsets.all(16),
      child: Column(
        crossAxisAlignment: CrossAxisAlignment.start,
        children: [
          Text(order.title, style: Theme.of(context).textTheme.titleLarge),
          Text(placed),
        ],
      ),
    );
  }
}
