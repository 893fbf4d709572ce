/// One line in the cart. Prices are in yen (int), tax-inclusive.
class CartItem {
  const CartItem({
    required this.sku,
    required this.name,
    required this.unitPrice,
    required this.quantity,
    this.imageUrl,
  });

  final String sku;
  final String name;
  final int unitPrice;
  final int quantity;
  final String? imageUrl;

  int get subtotal => unitPrice * quantity;

  CartItem copyWith({int? quantity}) => CartItem(
        sku: sku,
        name: name,
        unitPrice: unitPrice,
        quantity: quantity ?? this.quantity,
        imageUrl: imageUrl,
      );

  Map<String, Object?> toJson() => {
        'sku': sku,
        'name': name,
        'unitPrice': unitPrice,
        'quantity': quantity,
        'imageUrl': imageUrl,
      };

  factory CartItem.fromJson(Map<String, Object?> json) => CartItem(
        sku: json['sku']! as String,
        name: json['name']! as String,
        unitPrice: json['unitPrice']! as int,
        quantity: json['quantity']! as int,
        imageUrl: json['imageUrl'] as String?,
      );
}
