import UIKit

final class TripDetailViewController: UIViewController {
    let tripId: String
    private let titleLabel = UILabel()
    private let datesLabel = UILabel()

    init(tripId: String) {
        self.tripId = tripId
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.adjustsFontForContentSizeCategory = true
        datesLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [titleLabel, datesLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
        Task {
            guard let trip = await TripStore.shared.find(tripId) else {
                titleLabel.text = "旅程が見つかりません"
                return
            }
            titleLabel.text = trip.title
            datesLabel.text = trip.dateRange
        }
    }
}
