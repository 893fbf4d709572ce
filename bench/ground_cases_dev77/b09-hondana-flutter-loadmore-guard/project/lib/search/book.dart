class Book {
  const Book({
    required this.id,
    required this.title,
    required this.author,
    required this.price,
  });

  final int id;
  final String title;
  final String author;
  final int price;

  factory Book.fromJson(Map<String, dynamic> json) => Book(
        id: json['id'] as int,
        title: json['title'] as String,
        author: (json['author'] as String?) ?? '著者不明',
        price: json['price'] as int,
      );
}

class BookPage {
  const BookPage(this.items, this.page);

  final List<Book> items;
  final int page;
}
