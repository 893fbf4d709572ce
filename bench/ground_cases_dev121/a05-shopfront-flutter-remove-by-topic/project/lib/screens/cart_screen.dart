import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import '../models/cart.dart';

class CartScreen extends StatelessWidget {
  const CartScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final cart = context.watch<Cart>();
    return Scaffold(
      appBar: AppBar(
        title: Text('Cart (${cart.count})'),
        actions: [
          IconButton(
            tooltip: 'Clear cart',
            icon: const Icon(Icons.delete_sweep_outlined),
            onPressed: cart.items.isEmpty ? null : cart.clear,
          ),
        ],
      ),
      body: ListView(
        children: [
          for (final item in cart.items)
            ListTile(
              title: Text(item.name),
              subtitle: Text('${item.quantity} × €${item.price.toStringAsFixed(2)}'),
              trailing: IconButton(
                icon: const Icon(Icons.remove_circle_outline),
                onPressed: () => cart.remove(item.productId),
              ),
            ),
          const Divider(),
          ListTile(
            title: const Text('Total'),
            trailing: Text('€${cart.total.toStringAsFixed(2)}'),
          ),
        ],
      ),
    );
  }
}
