import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'cart_model.dart';
import 'price_format.dart';

class CartPage extends StatelessWidget {
  const CartPage({super.key});

  @override
  Widget build(BuildContext context) {
    final cart = context.watch<CartModel>();
    return Scaffold(
      appBar: AppBar(title: Text('カート (${cart.count})')),
      body: ListView(
        children: [
          for (final item in cart.items)
            ListTile(
              title: Text(item.name),
              subtitle: Text(item.isBackorder ? '取り寄せ・${yen(item.unitPrice)}' : yen(item.unitPrice)),
              trailing: Row(
                mainAxisSize: MainAxisSize.min,
                children: [
                  IconButton(
                    icon: const Icon(Icons.remove),
                    onPressed: () => cart.decrement(item.productId),
                  ),
                  Text('${item.quantity}'),
                  IconButton(
                    icon: const Icon(Icons.add),
                    onPressed: () => cart.increment(item.productId),
                  ),
                ],
              ),
            ),
        ],
      ),
      bottomNavigationBar: Padding(
        padding: const EdgeInsets.all(16),
        child: Text('小計 ${yen(cart.subtotal)}', style: Theme.of(context).textTheme.titleLarge),
      ),
    );
  }
}
