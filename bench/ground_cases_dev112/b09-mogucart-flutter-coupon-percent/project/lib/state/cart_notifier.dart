import 'package:flutter_riverpod/flutter_riverpod.dart';

import '../models/cart_item.dart';
import '../models/coupon.dart';

class CartState {
  const CartState({this.items = const [], this.coupon});

  final List<CartItem> items;
  final Coupon? coupon;

  int get subtotal => items.fold(0, (sum, i) => sum + i.unitPrice * i.quantity);

  int get discount {
    final c = coupon;
    if (c == null || subtotal < c.minSubtotal) return 0;
    return (subtotal * c.percent).floor();
  }

  int get total => subtotal - discount;

  CartState copyWith({List<CartItem>? items, Coupon? coupon}) =>
      CartState(items: items ?? this.items, coupon: coupon ?? this.coupon);
}

class CartNotifier extends StateNotifier<CartState> {
  CartNotifier() : super(const CartState());

  void add(CartItem item) {
    state = state.copyWith(items: [...state.items, item]);
  }

  void remove(String productId) {
    state = state.copyWith(items: state.items.where((i) => i.productId != productId).toList());
  }

  void setQuantity(String productId, int quantity) {
    if (quantity < 1) return;
    state = state.copyWith(
      items: [
        for (final i in state.items)
          if (i.productId == productId) i.copyWith(quantity: quantity) else i,
      ],
    );
  }

  void applyCoupon(Coupon coupon) {
    state = state.copyWith(coupon: coupon);
  }
}

final cartProvider = StateNotifierProvider<CartNotifier, CartState>((ref) => CartNotifier());
