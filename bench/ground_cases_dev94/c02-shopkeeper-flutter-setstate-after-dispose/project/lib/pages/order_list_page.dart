import 'package:flutter/material.dart';

import '../models/order.dart';
import '../services/order_api.dart';
import '../widgets/status_chip.dart';
import 'order_detail_page.dart';

class OrderListPage extends StatefulWidget {
  const OrderListPage({super.key, required this.api});

  final OrderApi api;

  @override
  State<OrderListPage> createState() => _OrderListPageState();
}

class _OrderListPageState extends State<OrderListPage> {
  late Future<List<Order>> _orders;

  @override
  void initState() {
    super.initState();
    _orders = widget.api.listOrders();
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('订单')),
      body: FutureBuilder<List<Order>>(
        future: _orders,
        builder: (context, snap) {
          if (!snap.hasData) {
            return const Center(child: CircularProgressIndicator());
          }
          final orders = snap.data!;
          return ListView.separated(
            itemCount: orders.length,
            separatorBuilder: (_, __) => const Divider(height: 1),
            itemBuilder: (context, i) {
              final o = orders[i];
              return ListTile(
                title: Text(o.customerName),
                subtitle: Text('#${o.id}'),
                trailing: StatusChip(status: o.status),
                onTap: () => Navigator.of(context).push(MaterialPageRoute(
                  builder: (_) => OrderDetailPage(orderId: o.id, api: widget.api),
                )),
              );
            },
          );
        },
      ),
    );
  }
}
