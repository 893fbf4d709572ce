import 'package:flutter/foundation.dart';

import '../api/recipe_api.dart';
import '../models/recipe.dart';

enum FeedStatus { idle, loading, error, done }

class FeedController extends ChangeNotifier {
  FeedController(this._api, {this.pageSize = 20});

  final RecipeApi _api;
  final int pageSize;

  final List<Recipe> _items = [];
  int _page = 0;
  FeedStatus _status = FeedStatus.idle;
  Object? _error;

  List<Recipe> get items => List.unmodifiable(_items);
  FeedStatus get status => _status;
  Object? get error => _error;
  bool get hasMore => _status != FeedStatus.done;

  /// 次のページを読む。読み込み中・最後まで読んだ後は何もしない。
  Future<void> loadMore() async {
    if (_status == FeedStatus.loading || _status == FeedStatus.done) return;
    _status = FeedStatus.loading;
    _error = null;
    notifyListeners();

    _page++;
    try {
      final result = await _api.fetchRecipes(page: _page, perPage: pageSize);
      _items.addAll(result);
      _status = result.length < pageSize ? FeedStatus.done : FeedStatus.idle;
    } catch (e) {
      _error = e;
      _status = FeedStatus.error;
    }
    notifyListeners();
  }

  /// 一覧を捨てて 1 ページ目から読み直す (pull-to-refresh 用)。
  Future<void> refresh() async {
    if (_status == FeedStatus.loading) return;
    _items.clear();
    _page = 0;
    _status = FeedStatus.idle;
    _error = null;
    await loadMore();
  }
}
