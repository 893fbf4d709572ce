class CartItem {
  const CartItem({
    required this.productId,
    required this.name,
    required this.unitPrice,
    this.quantity = 1,
  });

  final String productId;
  final String name;

  /// Price in yen, tax included.
  final int unitPrice;
  final int quantity;

  int get lineTotal => unitPrice * quantity;

  CartItem copyWith({int? quantity}) => CartItem(
        productId: productId,
        name: name,
        unitPrice: unitPrice,
        quantity: quantity ?? this.quantity,
      );

  @override
  bool operator ==(Object other) =>
      other is CartItem && other.productId == productId && other.quantity == quantity;

  @override
  int get hashCode => Object.hash(productId, quantity);

  @override
  String toString() => 'CartItem($productId x$quantity)';
}
