import 'package:flutter/material.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';

import '../models/cart_item.dart';
import '../state/cart_notifier.dart';

class CartLine extends ConsumerWidget {
  const CartLine({super.key, required this.item});

  final CartItem item;

  @override
  Widget build(BuildContext context, WidgetRef ref) {
    return ListTile(
      title: Text(item.name),
      subtitle: Text('¥${item.unitPrice} × ${item.quantity}'),
      trailing: Row(
        mainAxisSize: MainAxisSize.min,
        children: [
          IconButton(
            icon: const Icon(Icons.remove),
            onPressed: item.quantity <= 1
                ? null
                : () => ref.read(cartProvider.notifier).setQuantity(item.productId, item.quantity - 1),
          ),
          Text('${item.quantity}'),
          IconButton(
            icon: const Icon(Icons.add),
            onPressed: () => ref.read(cartProvider.notifier).setQuantity(item.productId, item.quantity + 1),
          ),
        ],
      ),
      onLongPress: () => ref.read(cartProvider.notifier).remove(item.productId),
    );
  }
}

String yen(int v) {
  final s = v.toString();
  final buf = StringBuffer();
  for (var i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 == 0) buf.write(',');
    buf.write(s[i]);
  }
  return '¥$buf';
}
