import 'package:flutter/material.dart';
import 'package:intl/intl.dart';
import 'package:provider/provider.dart';

import '../models/cart.dart';

final _money = NumberFormat.currency(locale: 'de_DE', symbol: '€');

class CartScreen extends StatelessWidget {
  const CartScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final cart = context.watch<Cart>();
    return Scaffold(
      appBar: AppBar(
        title: const Text('Your bag'),
        actions: [
          IconButton(
            tooltip: 'Clear cart',
            icon: const Icon(Icons.delete_sweep_outlined),
            onPressed: cart.items.isEmpty ? null : () => _confirmClear(context, cart),
          ),
        ],
      ),
      body: ListView.builder(
        itemCount: cart.items.length,
        itemBuilder: (context, index) {
          final item = cart.items[index];
          return Dismissible(
            key: ValueKey(item.product.id),
            direction: DismissDirection.endToStart,
            onDismissed: (_) => cart.removeItem(item.product.id),
            background: Container(color: Colors.red),
            child: ListTile(
              title: Text(item.product.name),
              subtitle: Text('x${item.quantity}'),
              trailing: Text(_money.format(item.totalCents / 100)),
            ),
          );
        },
      ),
      bottomNavigationBar: Padding(
        padding: const EdgeInsets.all(16),
        child: Text(
          'Total: ${_money.format(cart.totalCents / 100)}',
          style: Theme.of(context).textTheme.titleLarge,
        ),
      ),
    );
  }

  Future<void> _confirmClear(BuildContext context, Cart cart) async {
    final ok = await showDialog<bool>(
      context: context,
      builder: (context) => AlertDialog(
        title: const Text('Clear cart?'),
        content: const Text('This removes every item from your cart.'),
        actions: [
          TextButton(onPressed: () => Navigator.pop(context, false), child: const Text('Cancel')),
          FilledButton(onPressed: () => Navigator.pop(context, true), child: const Text('Clear')),
        ],
      ),
    );
    if (ok == true) cart.clear();
  }
}
