import 'package:flutter/material.dart';

import '../iap/purchase_service.dart';

class PaywallScreen extends StatelessWidget {
  const PaywallScreen({super.key, required this.purchases});

  final PurchaseService purchases;

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('プレミアム')),
      body: ListenableBuilder(
        listenable: purchases,
        builder: (context, _) => ListView(
          padding: const EdgeInsets.all(24),
          children: [
            const Text('広告なし・オフライン保存・しおり同期', style: TextStyle(fontSize: 18)),
            const SizedBox(height: 24),
            for (final product in purchases.products)
              Card(
                child: ListTile(
                  title: Text(product.title),
                  subtitle: Text(product.description),
                  trailing: FilledButton(
                    onPressed: () => purchases.buy(product),
                    child: Text(product.price),
                  ),
                ),
              ),
            const SizedBox(height: 16),
            Center(
              child: TextButton(
                onPressed: purchases.restore,
                child: const Text('購入を復元'),
              ),
            ),
            if (purchases.lastError != null)
              Text(purchases.lastError!, style: TextStyle(color: Theme.of(context).colorScheme.error)),
          ],
        ),
      ),
    );
  }
}
