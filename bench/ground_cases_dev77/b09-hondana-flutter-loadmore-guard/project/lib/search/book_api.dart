import 'dart:convert';

import 'package:http/http.dart' as http;

import 'book.dart';

class BookApi {
  BookApi({required this.baseUrl, http.Client? client}) : _client = client ?? http.Client();

  final String baseUrl;
  final http.Client _client;

  static const pageSize = 30;

  Future<BookPage> search(String query, {int page = 1}) async {
    final uri = Uri.parse('$baseUrl/v1/books').replace(queryParameters: {
      'q': query,
      'page': '$page',
      'per': '$pageSize',
    });
    final res = await _client.get(uri);
    if (res.statusCode != 200) {
      throw http.ClientException('search failed: ${res.statusCode}', uri);
    }
    final body = jsonDecode(utf8.decode(res.bodyBytes)) as Map<String, dynamic>;
    final items = (body['items'] as List).cast<Map<String, dynamic>>().map(Book.fromJson).toList();
    return BookPage(items, page);
  }
}
