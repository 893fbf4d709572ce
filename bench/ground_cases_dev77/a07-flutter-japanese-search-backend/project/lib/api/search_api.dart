import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/shop.dart';

class SearchPage_ {
  SearchPage_(this.shops, this.nextPage);
  final List<Shop> shops;
  final int? nextPage;
}

class SearchApi {
  SearchApi(this.baseUrl, {http.Client? client}) : _client = client ?? http.Client();

  final String baseUrl;
  final http.Client _client;

  Future<SearchPage_> search(String query, {int page = 1}) async {
    final uri = Uri.parse('$baseUrl/v2/shops/search').replace(queryParameters: {
      'q': query,
      'page': '$page',
      'per_page': '20',
    });
    final res = await _client.get(uri, headers: {'Accept': 'application/json'});
    if (res.statusCode != 200) {
      throw Exception('search failed: ${res.statusCode}');
    }
    final body = jsonDecode(utf8.decode(res.bodyBytes)) as Map<String, dynamic>;
    final shops = (body['results'] as List).map((j) => Shop.fromJson(j as Map<String, dynamic>)).toList();
    return SearchPage_(shops, body['next_page'] as int?);
  }
}
