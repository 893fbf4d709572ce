import 'package:flutter/foundation.dart';

class CartItem {
  const CartItem({
    required this.productId,
    required this.name,
    required this.unitPrice,
    this.quantity = 1,
    this.stock = 0,
  });

  final String productId;
  final String name;
  final int unitPrice; // 円, 税込
  final int quantity;

  /// 在庫数。0 は在庫管理なし（取り寄せ品）で、上限なし。
  final int stock;

  bool get isBackorder => stock == 0;

  int get lineTotal => unitPrice * quantity;

  CartItem copyWith({int? quantity}) => CartItem(
        productId: productId,
        name: name,
        unitPrice: unitPrice,
        quantity: quantity ?? this.quantity,
        stock: stock,
      );
}

class CartModel extends ChangeNotifier {
  final List<CartItem> _items = [];

  List<CartItem> get items => List.unmodifiable(_items);

  int get subtotal => _items.fold(0, (sum, i) => sum + i.lineTotal);

  int get count => _items.fold(0, (sum, i) => sum + i.quantity);

  void add(CartItem item) {
    final index = _items.indexWhere((i) => i.productId == item.productId);
    if (index >= 0) {
      _items[index] = _items[index].copyWith(quantity: _items[index].quantity + item.quantity);
    } else {
      _items.add(item);
    }
    notifyListeners();
  }

  void increment(String productId) => _changeQuantity(productId, 1);

  void decrement(String productId) => _changeQuantity(productId, -1);

  void _changeQuantity(String productId, int delta) {
    final index = _items.indexWhere((i) => i.productId == productId);
    if (index < 0) return;
    final item = _items[index];
    final next = item.quantity + delta;
    if (next <= 0) {
      _items.removeAt(index);
    } else {
      if (next > item.stock) return;
      _items[index] = item.copyWith(quantity: next);
    }
    notifyListeners();
  }

  void remove(String productId) {
    _items.removeWhere((i) => i.productId == productId);
    notifyListeners();
  }

  void clear() {
    _items.clear();
    notifyListeners();
  }
}
