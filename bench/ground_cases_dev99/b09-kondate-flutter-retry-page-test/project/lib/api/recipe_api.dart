import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/recipe.dart';

class ApiException implements Exception {
  ApiException(this.statusCode, this.message);

  final int statusCode;
  final String message;

  @override
  String toString() => 'ApiException($statusCode): $message';
}

class RecipeApi {
  RecipeApi(this._client, {required this.baseUrl});

  final http.Client _client;
  final String baseUrl;

  /// page は 1 始まり。
  Future<List<Recipe>> fetchRecipes({required int page, int perPage = 20}) async {
    final uri = Uri.parse('$baseUrl/v1/recipes').replace(queryParameters: {
      'page': '$page',
      'per_page': '$perPage',
    });
    final res = await _client.get(uri).timeout(const Duration(seconds: 10));
    if (res.statusCode != 200) {
      throw ApiException(res.statusCode, res.body);
    }
    final body = jsonDecode(utf8.decode(res.bodyBytes)) as Map<String, dynamic>;
    return (body['recipes'] as List<dynamic>)
        .map((e) => Recipe.fromJson(e as Map<String, dynamic>))
        .toList();
  }
}
