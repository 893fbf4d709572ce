import 'package:flutter/material.dart';
import 'package:share_plus/share_plus.dart';

import '../main.dart' show itemUrl;

class ItemScreen extends StatelessWidget {
  const ItemScreen({super.key, required this.itemId});

  final String itemId;

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(
        title: const Text('商品'),
        actions: [
          IconButton(
            tooltip: '共有',
            icon: Icon(Icons.adaptive.share),
            onPressed: () => _share(context),
          ),
        ],
      ),
      body: ListView(
        padding: const EdgeInsets.all(16),
        children: [
          AspectRatio(
            aspectRatio: 4 / 3,
            child: Container(
              color: Theme.of(context).colorScheme.surfaceContainerHighest,
              alignment: Alignment.center,
              child: const Icon(Icons.image_outlined, size: 64),
            ),
          ),
          const SizedBox(height: 16),
          Text('商品番号 $itemId', style: Theme.of(context).textTheme.titleMedium),
          const SizedBox(height: 24),
          FilledButton.icon(
            onPressed: () {},
            icon: const Icon(Icons.add_shopping_cart),
            label: const Text('カートに入れる'),
          ),
        ],
      ),
    );
  }

  void _share(BuildContext context) {
    // iPad needs an anchor for the share sheet popover.
    final box = context.findRenderObject() as RenderBox?;
    Share.shareUri(
      Uri.parse(itemUrl(itemId)),
      sharePositionOrigin: box == null ? null : box.localToGlobal(Offset.zero) & box.size,
    );
  }
}
