import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/product.dart';

class CatalogApi {
  CatalogApi({http.Client? client, String? baseUrl})
      : _client = client ?? http.Client(),
        _baseUrl = baseUrl ?? const String.fromEnvironment('CATALOG_URL');

  final http.Client _client;
  final String _baseUrl;

  Future<List<Product>> products({String? category}) async {
    final uri = Uri.parse('$_baseUrl/v1/products').replace(
      queryParameters: {if (category != null) 'category': category},
    );
    final res = await _client.get(uri, headers: {'Accept': 'application/json'});
    if (res.statusCode != 200) {
      throw CatalogException(res.statusCode, res.body);
    }
    final body = jsonDecode(res.body) as Map<String, dynamic>;
    final items = body['items'] as List<dynamic>;
    return items.map((e) => Product.fromJson(e as Map<String, dynamic>)).toList();
  }
}

class CatalogException implements Exception {
  CatalogException(this.statusCode, this.body);
  final int statusCode;
  final String body;

  @override
  String toString() => 'CatalogException($statusCode): $body';
}
