import UIKit

final class ShiftListViewController: UITableViewController {
    private let store: ShiftStore
    private var sections: [(day: String, shifts: [Shift])] = []
    private let totalLabel = UILabel()

    init(store: ShiftStore) {
        self.store = store
        super.init(style: .insetGrouped)
        title = "今週のシフト"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ShiftCell.self, forCellReuseIdentifier: ShiftCell.reuseID)
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(pullToRefresh), for: .valueChanged)
        totalLabel.font = .preferredFont(forTextStyle: .footnote)
        totalLabel.textAlignment = .center
        totalLabel.frame.size.height = 44
        tableView.tableFooterView = totalLabel
        store.onChange = { [weak self] in self?.render() }
        Task { await load() }
    }

    @objc private func pullToRefresh() {
        Task { await load() }
    }

    private func load() async {
        do {
            try await store.reload()
        } catch {
            presentError(error)
        }
        refreshControl?.endRefreshing()
    }

    private func render() {
        let week = store.thisWeek()
        sections = store.byDay(week)
        totalLabel.text = String(format: "合計 %.1f 時間", store.totalHours(of: week))
        tableView.reloadData()
    }

    private func presentError(_ error: Error) {
        let alert = UIAlertController(title: "読み込みに失敗しました", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].day
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].shifts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ShiftCell.reuseID, for: indexPath) as! ShiftCell
        cell.configure(with: sections[indexPath.section].shifts[indexPath.row])
        return cell
    }
}
