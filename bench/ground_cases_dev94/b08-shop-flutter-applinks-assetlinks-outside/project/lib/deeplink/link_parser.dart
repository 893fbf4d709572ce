/// Maps the URLs the web shop has used over the years onto app routes.
///
/// Returns the path to redirect to, or null to keep the location as it is.
String? normalizeLink(Uri uri) {
  final segments = uri.pathSegments.where((s) => s.isNotEmpty).toList();
  if (segments.isEmpty) return null;

  // Old catalogue links: /items/123 and /items/123/detail
  if (segments.first == 'items' && segments.length >= 2) {
    return '/item/${segments[1]}';
  }

  // Short links from the newsletter: /i/123
  if (segments.first == 'i' && segments.length == 2) {
    return '/item/${segments[1]}';
  }

  // Product pages with a trailing slug: /item/123/organic-tomato
  if (segments.first == 'item' && segments.length > 2) {
    return '/item/${segments[1]}';
  }

  return null;
}

/// The item id of a product link, or null when [uri] is not one.
String? itemIdOf(Uri uri) {
  final path = normalizeLink(uri) ?? uri.path;
  final match = RegExp(r'^/item/([A-Za-z0-9_-]+)$').firstMatch(path);
  return match?.group(1);
}
