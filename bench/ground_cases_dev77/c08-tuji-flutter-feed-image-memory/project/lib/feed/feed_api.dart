import 'package:dio/dio.dart';

import 'post.dart';

class FeedPageResult {
  final List<Post> items;
  final String? nextCursor;
  const FeedPageResult(this.items, this.nextCursor);
}

class FeedApi {
  FeedApi(this._dio, {this.pageSize = 20});
  final Dio _dio;
  final int pageSize;

  Future<FeedPageResult> fetch({String? cursor, int? limit}) async {
    final res = await _dio.get<Map<String, dynamic>>('/v2/feed', queryParameters: {
      if (cursor != null) 'cursor': cursor,
      'limit': limit ?? pageSize,
    });
    final data = res.data!;
    final items = (data['items'] as List).map((e) => Post.fromJson(e as Map<String, dynamic>)).toList();
    return FeedPageResult(items, data['next_cursor'] as String?);
  }
}
