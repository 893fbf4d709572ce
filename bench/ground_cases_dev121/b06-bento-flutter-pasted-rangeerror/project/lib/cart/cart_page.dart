import 'package:flutter/material.dart';
import 'package:intl/intl.dart';
import 'package:provider/provider.dart';

import 'cart_model.dart';

final _yen = NumberFormat.currency(locale: 'ja_JP', symbol: '¥', decimalDigits: 0);

class CartPage extends StatelessWidget {
  const CartPage({super.key});

  @override
  Widget build(BuildContext context) {
    final cart = context.watch<CartModel>();
    return Scaffold(
      appBar: AppBar(title: const Text('カート')),
      body: cart.items.isEmpty
          ? const Center(child: Text('カートは空です'))
          : ListView.builder(
              itemCount: cart.items.length,
              itemBuilder: (context, index) {
                final line = cart.items[index];
                return Dismissible(
                  key: ValueKey(line.item.id),
                  direction: DismissDirection.endToStart,
                  background: Container(color: Colors.red.shade300),
                  onDismissed: (_) {
                    cart.removeAt(index);
                    ScaffoldMessenger.of(context).showSnackBar(
                      SnackBar(content: Text('${cart.items[index].name} を削除しました')),
                    );
                  },
                  child: ListTile(
                    title: Text(line.name),
                    subtitle: Text('${_yen.format(line.item.price)} × ${line.quantity}'),
                    trailing: Row(
                      mainAxisSize: MainAxisSize.min,
                      children: [
                        IconButton(
                          icon: const Icon(Icons.remove_circle_outline),
                          onPressed: () => cart.decrement(index),
                        ),
                        Text('${line.quantity}'),
                        IconButton(
                          icon: const Icon(Icons.add_circle_outline),
                          onPressed: () => cart.increment(index),
                        ),
                        const SizedBox(width: 8),
                        Text(_yen.format(line.subtotal)),
                      ],
                    ),
                  ),
                );
              },
            ),
      bottomNavigationBar: Padding(
        padding: const EdgeInsets.all(16),
        child: FilledButton(
          onPressed: cart.items.isEmpty ? null : () {},
          child: Text('注文する（合計 ${_yen.format(cart.total)}）'),
        ),
      ),
    );
  }
}
