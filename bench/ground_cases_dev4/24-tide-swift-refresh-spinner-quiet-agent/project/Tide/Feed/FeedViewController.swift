import UIKit

final class FeedViewController: UITableViewController {
    private let api = FeedClient()
    private var items: [FeedItem] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
    }

    @objc private func refresh() {
        Task { @MainActor in
            do {
                self.items = try await api.latest()
                self.tableView.reloadData()
                self.refreshControl?.endRefreshing()
            } catch {
                self.showBanner(for: error)
            }
        }
    }

    private func showBanner(for error: Error) {
        let banner = UILabel()
        banner.text = "Couldn't refresh: \(error.localizedDescription)"
        tableView.tableHeaderView = banner
    }
}
