import UIKit

final class LibraryViewController: UITableViewController, BookStoreDelegate {
    private let store: BookStore
    private let covers = CoverLoader()

    init(store: BookStore = .shared) {
        self.store = store
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        tableView.register(BookCell.self, forCellReuseIdentifier: BookCell.reuseID)
        tableView.rowHeight = 88
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .camera,
            primaryAction: UIAction { [weak self] _ in self?.startScan() }
        )
        store.delegate = self
        NotificationCenter.default.addObserver(
            self, selector: #selector(appWillEnterForeground),
            name: UIApplication.willEnterForegroundNotification, object: nil
        )
    }

    @objc private func appWillEnterForeground() {
        store.reloadFromDisk()
    }

    private func startScan() {
        let scanner = ScanViewController(store: store)
        present(UINavigationController(rootViewController: scanner), animated: true)
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BookCell.reuseID, for: indexPath) as! BookCell
        cell.configure(with: store.books[indexPath.row], covers: covers)
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.store.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        delete.image = UIImage(systemName: "trash")
        return UISwipeActionsConfiguration(actions: [delete])
    }

    // MARK: - BookStoreDelegate

    func bookStore(_ store: BookStore, didAdd book: Book, at index: Int) {
        tableView.insertRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
    }

    func bookStoreDidReload(_ store: BookStore) {
        tableView.reloadData()
    }
}
