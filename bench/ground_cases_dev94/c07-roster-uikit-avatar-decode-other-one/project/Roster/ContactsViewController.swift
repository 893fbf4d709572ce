import UIKit

final class ContactsViewController: UITableViewController {
    private let store: ContactStore
    private var visible: [Contact] = []
    private let searchController = UISearchController(searchResultsController: nil)

    init(store: ContactStore) {
        self.store = store
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "联系人"
        navigationController?.navigationBar.prefersLargeTitles = true
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseID)
        tableView.rowHeight = 60
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = searchController
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(pullToRefresh), for: .valueChanged)
        Task { await reload() }
    }

    @objc private func pullToRefresh() {
        Task {
            await reload()
            refreshControl?.endRefreshing()
        }
    }

    private func reload() async {
        do {
            try await store.reload()
            visible = store.search(searchController.searchBar.text ?? "")
            tableView.reloadData()
        } catch {
            let alert = UIAlertController(title: "加载失败", message: error.localizedDescription, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "好", style: .default))
            present(alert, animated: true)
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        visible.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseID, for: indexPath) as! ContactCell
        cell.configure(with: visible[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let contact = visible[indexPath.row]
        if let phone = contact.phone, let url = URL(string: "tel://\(phone.filter(\.isNumber))") {
            UIApplication.shared.open(url)
        }
    }
}

extension ContactsViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        visible = store.search(searchController.searchBar.text ?? "")
        tableView.reloadData()
    }
}
