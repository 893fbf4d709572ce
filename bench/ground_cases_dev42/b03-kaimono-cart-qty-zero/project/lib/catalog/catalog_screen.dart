import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import '../cart/cart_item.dart';
import '../cart/cart_model.dart';
import '../util/price_format.dart';
import 'catalog_repository.dart';

class CatalogScreen extends StatefulWidget {
  const CatalogScreen({super.key});

  @override
  State<CatalogScreen> createState() => _CatalogScreenState();
}

class _CatalogScreenState extends State<CatalogScreen> {
  late Future<List<Product>> _products;

  @override
  void initState() {
    super.initState();
    _products = CatalogRepository().fetch();
  }

  @override
  Widget build(BuildContext context) {
    final count = context.select<CartModel, int>((c) => c.count);
    return Scaffold(
      appBar: AppBar(
        title: const Text('商品一覧'),
        actions: [
          Badge(
            label: Text('$count'),
            isLabelVisible: count > 0,
            child: IconButton(
              icon: const Icon(Icons.shopping_cart_outlined),
              onPressed: () => Navigator.of(context).pushNamed('/cart'),
            ),
          ),
        ],
      ),
      body: FutureBuilder<List<Product>>(
        future: _products,
        builder: (context, snap) {
          if (!snap.hasData) return const Center(child: CircularProgressIndicator());
          final products = snap.data!;
          return ListView.builder(
            itemCount: products.length,
            itemBuilder: (context, i) {
              final p = products[i];
              return ListTile(
                title: Text(p.name),
                subtitle: Text(formatYen(p.price)),
                trailing: IconButton(
                  icon: const Icon(Icons.add_shopping_cart),
                  onPressed: () => context.read<CartModel>().add(
                        CartItem(sku: p.sku, name: p.name, unitPrice: p.price, quantity: 1, imageUrl: p.imageUrl),
                      ),
                ),
              );
            },
          );
        },
      ),
    );
  }
}
