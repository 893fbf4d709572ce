import 'dart:convert';

import 'package:http/http.dart' as http;

class Product {
  const Product({required this.sku, required this.name, required this.price, this.imageUrl});

  final String sku;
  final String name;
  final int price;
  final String? imageUrl;

  factory Product.fromJson(Map<String, dynamic> json) => Product(
        sku: json['sku'] as String,
        name: json['name'] as String,
        price: json['price'] as int,
        imageUrl: json['image_url'] as String?,
      );
}

class CatalogRepository {
  CatalogRepository({http.Client? client, this.baseUrl = 'https://api.kaimono.example.jp'})
      : _client = client ?? http.Client();

  final http.Client _client;
  final String baseUrl;

  Future<List<Product>> fetch({String? category}) async {
    final uri = Uri.parse('$baseUrl/v1/products').replace(
      queryParameters: {if (category != null) 'category': category},
    );
    final res = await _client.get(uri);
    if (res.statusCode != 200) {
      throw http.ClientException('products: HTTP ${res.statusCode}', uri);
    }
    final body = jsonDecode(utf8.decode(res.bodyBytes)) as Map<String, dynamic>;
    return (body['items'] as List<dynamic>).map((e) => Product.fromJson(e as Map<String, dynamic>)).toList();
  }
}
