import 'dart:async';

import 'package:flutter/material.dart';
import 'package:in_app_purchase/in_app_purchase.dart';
import 'package:provider/provider.dart';

import '../iap/purchase_service.dart';
import '../widgets/plan_card.dart';

class PaywallPage extends StatefulWidget {
  const PaywallPage({super.key, required this.products});

  final List<ProductDetails> products;

  @override
  State<PaywallPage> createState() => _PaywallPageState();
}

class _PaywallPageState extends State<PaywallPage> {
  StreamSubscription<PurchaseEvent>? _sub;
  ProductDetails? _selected;

  @override
  void initState() {
    super.initState();
    _selected = widget.products.isNotEmpty ? widget.products.first : null;
    _sub = context.read<PurchaseService>().events.listen(_onEvent);
  }

  void _onEvent(PurchaseEvent e) {
    final messenger = ScaffoldMessenger.of(context);
    switch (e) {
      case PurchaseSucceeded():
        Navigator.of(context).pop(true);
      case PurchaseFailed(:final message):
        messenger.showSnackBar(SnackBar(content: Text(message)));
      case PurchaseCancelled():
        break;
    }
  }

  @override
  void dispose() {
    _sub?.cancel();
    super.dispose();
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('Mindful Premium')),
      body: ListView(
        padding: const EdgeInsets.all(20),
        children: [
          Text('解锁全部 200+ 冥想课程', style: Theme.of(context).textTheme.headlineSmall),
          const SizedBox(height: 16),
          for (final p in widget.products)
            PlanCard(
              product: p,
              selected: p.id == _selected?.id,
              onTap: () => setState(() => _selected = p),
            ),
          const SizedBox(height: 24),
          FilledButton(
            onPressed: _selected == null ? null : () => context.read<PurchaseService>().buy(_selected!),
            child: const Text('继续'),
          ),
          const SizedBox(height: 8),
          TextButton(
            onPressed: () => context.read<PurchaseService>().restore(),
            child: const Text('恢复购买'),
          ),
        ],
      ),
    );
  }
}
