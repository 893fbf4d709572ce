import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';
import 'package:provider/provider.dart';

import '../models/cart.dart';
import '../utils/format.dart';

class CartScreen extends StatelessWidget {
  const CartScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    final locale = Localizations.localeOf(context).toLanguageTag();
    final cart = context.watch<Cart>();

    return Scaffold(
      appBar: AppBar(title: Text(l10n.cartTitle)),
      body: cart.lines.isEmpty
          ? Center(child: Text(l10n.emptyCart))
          : ListView(
              children: [
                for (final line in cart.lines)
                  ListTile(
                    title: Text(line.name),
                    subtitle: Text('× ${line.quantity}'),
                    trailing: Text(formatPrice(line.total, locale)),
                  ),
                const Divider(),
                ListTile(
                  title: Text('${l10n.subtotal} (${l10n.itemCount(cart.itemCount)})'),
                  trailing: Text('¥${cart.subtotal.toStringAsFixed(2)}'),
                ),
              ],
            ),
      bottomNavigationBar: Padding(
        padding: const EdgeInsets.all(16),
        child: FilledButton(
          onPressed: cart.lines.isEmpty ? null : () => Navigator.pushNamed(context, '/checkout'),
          child: Text(l10n.checkout),
        ),
      ),
    );
  }
}
