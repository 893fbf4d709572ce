import 'package:flutter_test/flutter_test.dart';
import 'package:mocktail/mocktail.dart';
import 'package:tuji/feed/feed_api.dart';
import 'package:tuji/feed/feed_controller.dart';
import 'package:tuji/feed/post.dart';

class MockApi extends Mock implements FeedApi {}

Post p(String id) => Post(id: id, author: 'a', caption: '', imageUrls: const [], createdAt: DateTime(2025));

void main() {
  test('loadMore appends and stops at the end', () async {
    final api = MockApi();
    when(() => api.fetch(cursor: null)).thenAnswer((_) async => FeedPageResult([p('1')], 'c1'));
    when(() => api.fetch(cursor: 'c1')).thenAnswer((_) async => FeedPageResult([p('2')], null));
    final c = FeedController(api);
    await c.loadMore();
    await c.loadMore();
    expect(c.items.map((e) => e.id), ['1', '2']);
    expect(c.hasMore, isFalse);
  });
}
