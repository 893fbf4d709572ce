import 'package:flutter/material.dart';

import 'coupon.dart';

class CouponList extends StatelessWidget {
  const CouponList({super.key, required this.coupons, required this.now, this.onUse});

  final List<Coupon> coupons;
  final DateTime now;
  final void Function(Coupon coupon)? onUse;

  @override
  Widget build(BuildContext context) {
    final usable = coupons.where((c) => c.isUsable(now)).toList()
      ..sort((a, b) => a.expiresOn.compareTo(b.expiresOn));
    if (usable.isEmpty) {
      return const Center(child: Text('使えるクーポンはありません'));
    }
    return ListView.separated(
      itemCount: usable.length,
      separatorBuilder: (_, __) => const Divider(height: 1),
      itemBuilder: (context, i) {
        final c = usable[i];
        return ListTile(
          title: Text(c.title),
          subtitle: Text('${c.expiryText()}（${c.remainingLabel(now)}）'),
          trailing: FilledButton(
            onPressed: onUse == null ? null : () => onUse!(c),
            child: const Text('使う'),
          ),
        );
      },
    );
  }
}
