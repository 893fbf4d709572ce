import 'package:flutter/material.dart';

import '../iap/entitlement_store.dart';
import '../iap/purchase_service.dart';
import 'paywall_screen.dart';

class LibraryScreen extends StatelessWidget {
  const LibraryScreen({super.key, required this.purchases, required this.entitlements});

  final PurchaseService purchases;
  final EntitlementStore entitlements;

  @override
  Widget build(BuildContext context) {
    return ListenableBuilder(
      listenable: purchases,
      builder: (context, _) => Scaffold(
        appBar: AppBar(
          title: const Text('本棚'),
          actions: [
            if (!entitlements.isPremium)
              TextButton(
                onPressed: () => Navigator.of(context).push(
                  MaterialPageRoute(builder: (_) => PaywallScreen(purchases: purchases)),
                ),
                child: const Text('プレミアム'),
              ),
          ],
        ),
        body: Center(
          child: Text(entitlements.isPremium ? 'プレミアム会員です' : '無料プランで利用中'),
        ),
      ),
    );
  }
}
