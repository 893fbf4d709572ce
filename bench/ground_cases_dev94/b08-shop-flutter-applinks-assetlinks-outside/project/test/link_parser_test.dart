import 'package:flutter_test/flutter_test.dart';
import 'package:shop_app/deeplink/link_parser.dart';

void main() {
  Uri u(String s) => Uri.parse('https://shop.example.jp$s');

  group('normalizeLink', () {
    test('keeps current item links', () {
      expect(normalizeLink(u('/item/1042')), isNull);
    });
    test('maps old catalogue links', () {
      expect(normalizeLink(u('/items/1042')), '/item/1042');
      expect(normalizeLink(u('/items/1042/detail')), '/item/1042');
    });
    test('maps newsletter short links', () {
      expect(normalizeLink(u('/i/2210')), '/item/2210');
    });
    test('drops the slug', () {
      expect(normalizeLink(u('/item/3307/rice-5kg')), '/item/3307');
    });
    test('home stays home', () {
      expect(normalizeLink(u('/')), isNull);
    });
  });

  test('itemIdOf', () {
    expect(itemIdOf(u('/item/1042')), '1042');
    expect(itemIdOf(u('/i/2210')), '2210');
    expect(itemIdOf(u('/about')), isNull);
  });
}
