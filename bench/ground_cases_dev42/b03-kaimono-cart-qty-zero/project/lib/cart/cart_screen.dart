import 'package:cached_network_image/cached_network_image.dart';
import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import '../util/price_format.dart';
import '../widgets/quantity_stepper.dart';
import 'cart_model.dart';

class CartScreen extends StatelessWidget {
  const CartScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final cart = context.watch<CartModel>();
    return Scaffold(
      appBar: AppBar(title: Text('カート（${cart.count}点）')),
      body: cart.isEmpty
          ? const Center(child: Text('カートは空です'))
          : ListView.separated(
              itemCount: cart.items.length,
              separatorBuilder: (_, __) => const Divider(height: 1),
              itemBuilder: (context, i) {
                final item = cart.items[i];
                return ListTile(
                  leading: item.imageUrl == null
                      ? const Icon(Icons.shopping_basket_outlined)
                      : CachedNetworkImage(imageUrl: item.imageUrl!, width: 48, height: 48),
                  title: Text(item.name),
                  subtitle: Text(formatYen(item.unitPrice)),
                  trailing: QuantityStepper(
                    value: item.quantity,
                    min: 0,
                    max: CartModel.maxQuantity,
                    onChanged: (q) {
                      debugPrint('qty ${item.sku} -> $q');
                      context.read<CartModel>().updateQuantity(item.sku, q);
                    },
                  ),
                );
              },
            ),
      bottomNavigationBar: cart.isEmpty
          ? null
          : SafeArea(
              child: Padding(
                padding: const EdgeInsets.all(16),
                child: FilledButton(
                  onPressed: () => Navigator.of(context).pushNamed('/checkout'),
                  child: Text('レジに進む　${formatYen(cart.total)}'),
                ),
              ),
            ),
    );
  }
}
