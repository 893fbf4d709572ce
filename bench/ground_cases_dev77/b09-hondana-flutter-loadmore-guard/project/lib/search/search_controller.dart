import 'package:flutter/foundation.dart';

import 'book.dart';
import 'book_api.dart';

class BookSearchController extends ChangeNotifier {
  BookSearchController(this._api);

  final BookApi _api;

  final List<Book> _items = [];
  String _query = '';
  int _page = 0;
  bool _loading = false;
  bool _hasMore = true;
  Object? _error;

  List<Book> get items => List.unmodifiable(_items);
  bool get loading => _loading;
  bool get hasMore => _hasMore;
  Object? get error => _error;

  Future<void> search(String query) async {
    _query = query.trim();
    _items.clear();
    _page = 0;
    _hasMore = true;
    _error = null;
    notifyListeners();
    await loadMore();
  }

  Future<void> loadMore() async {
    if (!_hasMore) return;
    _loading = true;
    notifyListeners();
    try {
      final result = await _api.search(_query, page: _page + 1);
      _items.addAll(result.items);
      _page = result.page;
      _hasMore = result.items.length >= BookApi.pageSize;
    } catch (e) {
      _error = e;
    } finally {
      _loading = false;
      notifyListeners();
    }
  }
}
