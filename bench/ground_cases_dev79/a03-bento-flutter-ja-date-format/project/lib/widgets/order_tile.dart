import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';
import 'package:intl/intl.dart';

import '../models/order.dart';

class OrderTile extends StatelessWidget {
  const OrderTile({super.key, required this.order});

  final Order order;

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    final date = DateFormat.yMMMd().format(order.deliveredAt);
    return ListTile(
      title: Text(order.title),
      subtitle: Text(l10n.deliveredOn(date)),
      trailing: TextButton(onPressed: () {}, child: Text(l10n.reorder)),
    );
  }
}
