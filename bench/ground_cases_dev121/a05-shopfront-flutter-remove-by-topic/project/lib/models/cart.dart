import 'package:flutter/foundation.dart';

class CartItem {
  final String productId;
  final String name;
  final double price;
  int quantity;

  CartItem({
    required this.productId,
    required this.name,
    required this.price,
    this.quantity = 1,
  });

  double get total => price * quantity;
}

class Cart extends ChangeNotifier {
  final List<CartItem> _items = [];
  String? discountCode;

  List<CartItem> get items => List.unmodifiable(_items);

  int get count => _items.fold(0, (n, i) => n + i.quantity);

  void add(CartItem item) {
    final existing = _items.where((i) => i.productId == item.productId);
    if (existing.isNotEmpty) {
      existing.first.quantity += item.quantity;
    } else {
      _items.add(item);
    }
    notifyListeners();
  }

  /// Removes one unit of the product; the line goes away at zero.
  void remove(String productId) {
    _items.removeWhere((i) => i.productId == productId);
    notifyListeners();
  }

  void clear() {
    _items.clear();
    discountCode = null;
    notifyListeners();
  }

  void applyCode(String code) {
    discountCode = code.trim();
    notifyListeners();
  }

  double get subtotal => _items.fold(0.0, (sum, i) => sum + i.total);

  double get discount => discountCode == 'SPRING10' ? subtotal * 0.10 : 0.0;

  double get total => subtotal - discount;
}
