import 'dart:convert';
import 'dart:io';

import 'package:http/http.dart' as http;

import '../models/item.dart';
import 'sync_queue.dart';

class ApiException implements Exception {
  ApiException(this.statusCode, [this.message = '']);

  /// null when the request never reached the server.
  final int? statusCode;
  final String message;

  /// 4xx other than timeouts and rate limits: retrying will not help.
  bool get isPermanent =>
      statusCode != null && statusCode! >= 400 && statusCode! < 500 && statusCode != 408 && statusCode != 429;

  @override
  String toString() => 'ApiException($statusCode, $message)';
}

class ApiClient {
  ApiClient({required this.baseUrl, http.Client? client}) : _http = client ?? http.Client();

  final String baseUrl;
  final http.Client _http;

  Future<List<Item>> fetchItems() async {
    final body = await _call(() => _http.get(Uri.parse('$baseUrl/items')));
    final list = jsonDecode(body) as List<dynamic>;
    return [for (final e in list) Item.fromJson(e as Map<String, dynamic>)];
  }

  Future<void> send(PendingOp op) async {
    final uri = Uri.parse('$baseUrl/items/${op.item.id}');
    final headers = {'Content-Type': 'application/json'};
    await _call(() => switch (op.kind) {
          OpKind.add => _http.put(uri, headers: headers, body: jsonEncode(op.item.toJson())),
          OpKind.update => _http.patch(uri, headers: headers, body: jsonEncode(op.item.toJson())),
          OpKind.delete => _http.delete(uri),
        });
  }

  Future<String> _call(Future<http.Response> Function() request) async {
    try {
      final res = await request().timeout(const Duration(seconds: 10));
      if (res.statusCode >= 300) throw ApiException(res.statusCode, res.body);
      return res.body;
    } on SocketException catch (e) {
      throw ApiException(null, e.message);
    } on http.ClientException catch (e) {
      throw ApiException(null, e.message);
    }
  }
}
