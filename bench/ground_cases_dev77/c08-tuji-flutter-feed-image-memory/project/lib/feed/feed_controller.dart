import 'package:flutter/foundation.dart';

import 'feed_api.dart';
import 'post.dart';

class FeedController extends ChangeNotifier {
  FeedController(this._api);
  final FeedApi _api;

  final List<Post> _items = [];
  String? _cursor;
  bool _hasMore = true;
  bool _loading = false;
  Object? error;

  List<Post> get items => List.unmodifiable(_items);
  bool get loading => _loading;
  bool get hasMore => _hasMore;

  Future<void> refresh() async {
    try {
      final page = await _api.fetch();
      _items
        ..clear()
        ..addAll(page.items);
      _cursor = page.nextCursor;
      _hasMore = page.nextCursor != null;
      error = null;
    } catch (e) {
      error = e;
    }
    notifyListeners();
  }

  Future<void> loadMore() async {
    if (_loading || !_hasMore) return;
    _loading = true;
    notifyListeners();
    try {
      final page = await _api.fetch(cursor: _cursor);
      _items.addAll(page.items);
      _cursor = page.nextCursor;
      _hasMore = page.nextCursor != null;
      error = null;
    } catch (e) {
      error = e;
    } finally {
      _loading = false;
      notifyListeners();
    }
  }
}
