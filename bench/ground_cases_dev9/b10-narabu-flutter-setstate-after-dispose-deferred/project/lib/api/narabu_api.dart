import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/queue_status.dart';
import '../models/store.dart';

class NarabuApi {
  NarabuApi._(this._base);

  static final instance = NarabuApi._(Uri.parse('https://api.narabu.app/v1/'));

  final Uri _base;
  final _client = http.Client();

  Future<Map<String, dynamic>> _get(String path) async {
    final res = await _client.get(_base.resolve(path)).timeout(const Duration(seconds: 10));
    if (res.statusCode != 200) {
      throw ApiException(res.statusCode, path);
    }
    return jsonDecode(utf8.decode(res.bodyBytes)) as Map<String, dynamic>;
  }

  Future<List<Store>> fetchStores() async {
    final json = await _get('stores');
    return (json['stores'] as List).map((e) => Store.fromJson(e as Map<String, dynamic>)).toList();
  }

  Future<Store> fetchStore(String id) async => Store.fromJson(await _get('stores/$id'));

  Future<QueueStatus> fetchQueue(String storeId) async => QueueStatus.fromJson(await _get('stores/$storeId/queue'));

  Future<Map<String, dynamic>> fetchMenu(String storeId) => _get('stores/$storeId/menu');
}

class ApiException implements Exception {
  ApiException(this.status, this.path);

  final int status;
  final String path;

  @override
  String toString() => 'ApiException($status, $path)';
}
