import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import '../models/cart.dart';

class CartBadge extends StatelessWidget {
  final VoidCallback onTap;

  const CartBadge({super.key, required this.onTap});

  @override
  Widget build(BuildContext context) {
    final count = context.watch<Cart>().count;
    final label = count > 9 ? '9+' : '$count';
    return IconButton(
      onPressed: onTap,
      icon: Badge(
        isLabelVisible: count > 0,
        label: Text(label),
        child: const Icon(Icons.shopping_cart_outlined),
      ),
    );
  }
}
