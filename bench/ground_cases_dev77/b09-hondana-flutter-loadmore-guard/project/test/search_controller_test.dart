import 'package:flutter_test/flutter_test.dart';
import 'package:hondana/search/book.dart';
import 'package:hondana/search/book_api.dart';
import 'package:hondana/search/search_controller.dart';

class FakeApi extends BookApi {
  FakeApi(this.pages) : super(baseUrl: 'http://fake');

  final Map<int, List<Book>> pages;
  final calls = <int>[];

  @override
  Future<BookPage> search(String query, {int page = 1}) async {
    calls.add(page);
    await Future<void>.delayed(const Duration(milliseconds: 10));
    return BookPage(pages[page] ?? const [], page);
  }
}

List<Book> books(int from, int n) =>
    List.generate(n, (i) => Book(id: from + i, title: '本${from + i}', author: '著者', price: 100));

void main() {
  test('search loads the first page', () async {
    final api = FakeApi({1: books(1, 30)});
    final c = BookSearchController(api);
    await c.search('夏目');
    expect(c.items, hasLength(30));
    expect(api.calls, [1]);
  });

  test('hasMore becomes false after a short page', () async {
    final api = FakeApi({1: books(1, 30), 2: books(31, 12)});
    final c = BookSearchController(api);
    await c.search('夏目');
    await c.loadMore();
    expect(c.items, hasLength(42));
    expect(c.hasMore, isFalse);
    await c.loadMore();
    expect(api.calls, [1, 2]);
  });

  test('a new search starts again from page 1', () async {
    final api = FakeApi({1: books(1, 30), 2: books(31, 30)});
    final c = BookSearchController(api);
    await c.search('夏目');
    await c.loadMore();
    await c.search('太宰');
    expect(c.items, hasLength(30));
    expect(api.calls, [1, 2, 1]);
  });

  test('loadMore ignores calls while a page is loading', () async {
    final api = FakeApi({1: books(1, 30), 2: books(31, 30)});
    final c = BookSearchController(api);
    await c.search('夏目');
    await Future.wait([c.loadMore(), c.loadMore(), c.loadMore()]);
    expect(api.calls, [1, 2]);
    expect(c.items.map((b) => b.id).toSet(), hasLength(c.items.length));
  });
}
