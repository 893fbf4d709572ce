import 'dart:convert';

import 'package:flutter/foundation.dart';
import 'package:shared_preferences/shared_preferences.dart';

import 'cart_item.dart';

/// The cart, kept in SharedPreferences so it survives an app restart.
class CartModel extends ChangeNotifier {
  CartModel(this._prefs);

  static const _storageKey = 'cart.v2';
  static const maxQuantity = 99;

  final SharedPreferences _prefs;
  final List<CartItem> _items = [];

  List<CartItem> get items => List.unmodifiable(_items);
  int get count => _items.fold(0, (sum, item) => sum + item.quantity);
  int get total => _items.fold(0, (sum, item) => sum + item.subtotal);
  bool get isEmpty => _items.isEmpty;

  void add(CartItem item) {
    final index = _items.indexWhere((e) => e.sku == item.sku);
    if (index == -1) {
      _items.add(item.copyWith(quantity: 1));
    } else {
      final next = (_items[index].quantity + 1).clamp(1, maxQuantity);
      _items[index] = _items[index].copyWith(quantity: next);
    }
    _persist();
    notifyListeners();
  }

  /// Sets the quantity of [sku]; 0 or less removes the line.
  void updateQuantity(String sku, int quantity) {
    final index = _items.indexWhere((item) => item.sku == sku);
    if (index == -1) return;
    if (quantity <= 0) {
      _items.where((item) => item.sku != sku);
    } else {
      _items[index] = _items[index].copyWith(quantity: quantity.clamp(1, maxQuantity));
    }
    _persist();
    notifyListeners();
  }

  void remove(String sku) {
    _items.removeWhere((item) => item.sku == sku);
    _persist();
    notifyListeners();
  }

  void clear() {
    _items.clear();
    _persist();
    notifyListeners();
  }

  void restore() {
    final raw = _prefs.getString(_storageKey);
    if (raw == null) return;
    try {
      final list = jsonDecode(raw) as List<dynamic>;
      _items
        ..clear()
        ..addAll(list.map((e) => CartItem.fromJson(e as Map<String, Object?>)));
    } on FormatException {
      _prefs.remove(_storageKey);
    }
    notifyListeners();
  }

  void _persist() {
    _prefs.setString(_storageKey, jsonEncode(_items.map((e) => e.toJson()).toList()));
  }
}
