import UIKit

final class BookCell: UITableViewCell {
    static let reuseID = "BookCell"

    private let cover = UIImageView()
    private let titleLabel = UILabel()
    private let authorLabel = UILabel()
    private var coverTask: Task<Void, Never>?
    private var representedISBN: String?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        cover.contentMode = .scaleAspectFill
        cover.clipsToBounds = true
        cover.layer.cornerRadius = 4
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        authorLabel.font = .preferredFont(forTextStyle: .subheadline)
        authorLabel.textColor = .secondaryLabel

        let text = UIStackView(arrangedSubviews: [titleLabel, authorLabel])
        text.axis = .vertical
        text.spacing = 2
        let row = UIStackView(arrangedSubviews: [cover, text])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            cover.widthAnchor.constraint(equalToConstant: 48),
            cover.heightAnchor.constraint(equalToConstant: 72),
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            row.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        coverTask?.cancel()
        coverTask = nil
        representedISBN = nil
    }

    func configure(with book: Book, covers: CoverLoader) {
        representedISBN = book.isbn
        titleLabel.text = book.title
        authorLabel.text = book.byline
        cover.image = UIImage(systemName: "book.closed")
        guard let url = book.coverURL else { return }
        coverTask = Task { [weak self] in
            guard let image = try? await covers.image(for: url), !Task.isCancelled else { return }
            guard let self, self.representedISBN == book.isbn else { return }
            self.cover.image = image
        }
    }
}
