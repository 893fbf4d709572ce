import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import '../state/order_store.dart';
import '../utils/format.dart';

class OrderListPage extends StatelessWidget {
  const OrderListPage({super.key});

  @override
  Widget build(BuildContext context) {
    final store = context.watch<OrderStore>();
    final orders = store.orders;
    final total = orders.fold<double>(0, (sum, o) => sum + o.amount);
    return Scaffold(
      appBar: AppBar(title: const Text('我的订单')),
      body: ListView.separated(
        itemCount: orders.length,
        separatorBuilder: (_, __) => const Divider(height: 1),
        itemBuilder: (context, i) {
          final o = orders[i];
          return ListTile(
            title: Text(o.title, maxLines: 1, overflow: TextOverflow.ellipsis),
            subtitle: Text(formatOrderTime(o.createdAt)),
            trailing: Text(formatPrice(o.amount)),
          );
        },
      ),
      bottomNavigationBar: SafeArea(
        child: Padding(
          padding: const EdgeInsets.all(12),
          child: Text('共 ${orders.length} 单，合计 ${formatPrice(total)}', textAlign: TextAlign.end),
        ),
      ),
    );
  }
}
