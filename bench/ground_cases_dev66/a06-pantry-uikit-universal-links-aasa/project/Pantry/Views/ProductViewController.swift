import UIKit

final class ProductViewController: UIViewController {
    private let productID: String
    private let api = CatalogAPI.shared

    private let imageView = UIImageView()
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()
    private let addButton = UIButton(configuration: .filled())

    init(productID: String) {
        self.productID = productID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.numberOfLines = 0
        priceLabel.font = .preferredFont(forTextStyle: .headline)
        priceLabel.textColor = .label
        addButton.configuration?.title = "Add to cart"
        imageView.contentMode = .scaleAspectFit

        let stack = UIStackView(arrangedSubviews: [imageView, nameLabel, priceLabel, addButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            imageView.heightAnchor.constraint(equalToConstant: 240),
        ])
        Task { await load() }
    }

    private func load() async {
        guard let product = try? await api.product(id: productID) else { return }
        title = product.name
        nameLabel.text = product.name
        priceLabel.text = product.price.formatted(.currency(code: product.currency))
        imageView.image = await api.image(for: product)
    }
}
