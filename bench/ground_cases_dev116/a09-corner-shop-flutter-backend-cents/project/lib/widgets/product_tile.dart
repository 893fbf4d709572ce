import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

import '../models/product.dart';

class ProductTile extends StatelessWidget {
  const ProductTile({super.key, required this.product, this.onTap});

  final Product product;
  final VoidCallback? onTap;

  @override
  Widget build(BuildContext context) {
    return ListTile(
      leading: product.imageUrl.isEmpty
          ? const Icon(Icons.image_not_supported_outlined)
          : Image.network(product.imageUrl, width: 48, height: 48, fit: BoxFit.cover),
      title: Text(product.name),
      subtitle: product.inStock ? null : const Text('Out of stock'),
      trailing: Text(
        NumberFormat.simpleCurrency(name: 'USD').format(product.price),
        style: Theme.of(context).textTheme.titleMedium,
      ),
      onTap: product.inStock ? onTap : null,
    );
  }
}
