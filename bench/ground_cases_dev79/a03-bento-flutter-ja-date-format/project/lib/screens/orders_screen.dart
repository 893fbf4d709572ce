import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';

import '../models/order.dart';
import '../widgets/order_tile.dart';

class OrdersScreen extends StatelessWidget {
  const OrdersScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    final orders = Order.sample();
    return Scaffold(
      appBar: AppBar(title: Text(l10n.ordersTitle)),
      body: ListView.builder(
        itemCount: orders.length,
        itemBuilder: (context, i) => OrderTile(order: orders[i]),
      ),
    );
  }
}
