import UIKit

final class ProfileViewController: UITableViewController {
    private let api = ProfileClient()

    @objc private func refresh() {
        Task { @MainActor in
            defer { self.refreshControl?.endRefreshing() }
            _ = try? await api.load()
            self.tableView.reloadData()
        }
    }
}
