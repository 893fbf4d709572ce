import 'package:flutter/material.dart';

import '../utils/format.dart';

/// 商品卡片上的价格：现价 + 划线原价。
class PriceTag extends StatelessWidget {
  const PriceTag({super.key, required this.price, this.originalPrice, this.large = false});

  final double price;
  final double? originalPrice;
  final bool large;

  @override
  Widget build(BuildContext context) {
    final theme = Theme.of(context);
    return Row(
      crossAxisAlignment: CrossAxisAlignment.end,
      mainAxisSize: MainAxisSize.min,
      children: [
        Text(
          formatPrice(price),
          style: TextStyle(
            fontSize: large ? 22 : 16,
            fontWeight: FontWeight.w600,
            color: theme.colorScheme.error,
          ),
        ),
        if (originalPrice != null && originalPrice! > price) ...[
          const SizedBox(width: 4),
          Text(
            formatPrice(originalPrice!),
            style: TextStyle(
              fontSize: 12,
              color: Colors.grey.shade500,
              decoration: TextDecoration.lineThrough,
            ),
          ),
        ],
      ],
    );
  }
}
