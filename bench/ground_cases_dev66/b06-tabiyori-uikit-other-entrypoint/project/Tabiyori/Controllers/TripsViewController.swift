import UIKit

final class TripsViewController: UITableViewController {
    private var trips: [Trip] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "旅程"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        Task { await reload() }
    }

    private func reload() async {
        trips = await TripStore.shared.all()
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trips.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = trips[indexPath.row].title
        content.secondaryText = trips[indexPath.row].dateRange
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let trip = trips[indexPath.row]
        navigationController?.pushViewController(TripDetailViewController(tripId: trip.id), animated: true)
    }
}
