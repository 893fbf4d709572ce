import 'dart:async';

import 'package:flutter/foundation.dart';

import '../api/search_api.dart';
import '../models/shop.dart';

class ShopSearchController extends ChangeNotifier {
  ShopSearchController(this._api);

  final SearchApi _api;
  final List<Shop> results = [];
  String _query = '';
  int? _nextPage = 1;
  String? error;
  Timer? _debounce;
  bool _loading = false;

  bool get hasMore => _nextPage != null;

  void onQueryChanged(String text) {
    _query = text.trim();
    results.clear();
    _nextPage = 1;
    _debounce?.cancel();
    if (_query.isEmpty) {
      notifyListeners();
      return;
    }
    _debounce = Timer(const Duration(milliseconds: 300), loadMore);
  }

  @override
  void dispose() {
    _debounce?.cancel();
    super.dispose();
  }

  Future<void> loadMore() async {
    final page = _nextPage;
    if (page == null || _loading) return;
    _loading = true;
    try {
      final res = await _api.search(_query, page: page);
      results.addAll(res.shops);
      _nextPage = res.nextPage;
      error = null;
    } catch (e) {
      error = '$e';
    } finally {
      _loading = false;
    }
    notifyListeners();
  }
}
