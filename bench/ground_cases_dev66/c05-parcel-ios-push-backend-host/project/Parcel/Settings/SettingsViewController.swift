import UIKit
import SnapKit

final class SettingsViewController: UITableViewController {

    private enum Row: Int, CaseIterable {
        case notifications, darkMode, clearCache, about
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "设置"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.separatorColor = .separator
        tableView.backgroundColor = .systemGroupedBackground
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        switch Row(rawValue: indexPath.row)! {
        case .notifications: content.text = "推送通知"
        case .darkMode: content.text = "深色模式"
        case .clearCache: content.text = "清除缓存"
        case .about: content.text = "关于 Parcel"
        }
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if Row(rawValue: indexPath.row) == .notifications,
           let url = URL(string: UIApplication.openNotificationSettingsURLString) {
            UIApplication.shared.open(url)
        }
    }
}
