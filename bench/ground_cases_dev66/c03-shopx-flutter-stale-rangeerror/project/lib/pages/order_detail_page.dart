import 'package:flutter/material.dart';

import '../services/order_service.dart';

class OrderDetailPage extends StatelessWidget {
  const OrderDetailPage({super.key, required this.orderId});

  final String orderId;

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: Text('订单 $orderId')),
      body: FutureBuilder(
        future: OrderService.instance.fetch(orderId),
        builder: (context, snap) {
          if (!snap.hasData) return const Center(child: CircularProgressIndicator());
          final order = snap.data!;
          return ListView(
            padding: const EdgeInsets.all(16),
            children: [
              Text(order.statusLabel, style: Theme.of(context).textTheme.titleLarge),
              const SizedBox(height: 12),
              for (final line in order.lines)
                ListTile(title: Text(line.name), trailing: Text(line.priceLabel)),
            ],
          );
        },
      ),
    );
  }
}
