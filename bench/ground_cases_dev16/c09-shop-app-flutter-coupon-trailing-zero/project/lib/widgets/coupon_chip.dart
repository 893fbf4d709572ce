import 'package:flutter/material.dart';

import '../models/coupon.dart';

/// 购物车底部"已选优惠券"那一行里的小标签。
class CouponChip extends StatelessWidget {
  const CouponChip({super.key, required this.coupon, this.selected = false, this.onTap});

  final Coupon coupon;
  final bool selected;
  final VoidCallback? onTap;

  @override
  Widget build(BuildContext context) {
    final color = selected ? Theme.of(context).colorScheme.primary : Colors.grey.shade600;
    final label = coupon.noThreshold ? '无门槛减${coupon.amount}' : '满${coupon.threshold}减${coupon.amount}';
    return InkWell(
      onTap: onTap,
      borderRadius: BorderRadius.circular(4),
      child: Container(
        padding: const EdgeInsets.symmetric(horizontal: 6, vertical: 2),
        decoration: BoxDecoration(
          border: Border.all(color: color),
          borderRadius: BorderRadius.circular(4),
        ),
        child: Text(label, style: TextStyle(fontSize: 12, color: color)),
      ),
    );
  }
}
