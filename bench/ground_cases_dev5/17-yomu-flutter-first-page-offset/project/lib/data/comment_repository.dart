import '../models/comment.dart';
import 'api_client.dart';

class CommentRepository {
  CommentRepository(this._api, {this.pageSize = 50});

  final ApiClient _api;
  final int pageSize;

  /// Pages are 1-based.
  Future<List<Comment>> fetchPage(int articleId, int page) async {
    final offset = (page - 1) * pageSize;
    final rows = await _api.getList('/articles/$articleId/comments', {
      'offset': '$offset',
      'limit': '$pageSize',
    });
    return rows.map((r) => Comment.fromJson(r as Map<String, dynamic>)).toList();
  }
}
