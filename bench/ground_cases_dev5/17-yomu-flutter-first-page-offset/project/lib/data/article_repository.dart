import '../models/article.dart';
import 'api_client.dart';

class ArticleRepository {
  ArticleRepository(this._api, {this.pageSize = 20});

  final ApiClient _api;
  final int pageSize;

  /// Pages are 1-based: page 1 is the newest [pageSize] articles.
  Future<List<Article>> fetchPage(int page) async {
    final offset = page * pageSize;
    final rows = await _api.getList('/articles', {
      'offset': '$offset',
      'limit': '$pageSize',
    });
    return rows.map((r) => Article.fromJson(r as Map<String, dynamic>)).toList();
  }
}
