import CoreData
import Foundation

struct RemoteHabit: Decodable {
    let id: UUID
    let name: String
    let sortIndex: Int16
    let streak: Int32
    let updatedAt: Date
}

final class SyncService {
    static let shared = SyncService()

    private let session = URLSession.shared
    private let endpoint = URL(string: "https://api.habitly.app/v1/habits")!
    private let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .iso8601
        return d
    }()

    func pull() {
        var request = URLRequest(url: endpoint)
        request.setValue("Bearer \(AuthStore.shared.token ?? "")", forHTTPHeaderField: "Authorization")
        session.dataTask(with: request) { [weak self] data, _, error in
            guard let self, let data, error == nil,
                  let items = try? self.decoder.decode([RemoteHabit].self, from: data) else { return }
            self.applyRemote(items)
        }.resume()
    }

    func applyRemote(_ items: [RemoteHabit]) {
        let context = PersistenceController.shared.newBackgroundContext()
        context.performAndWait {
            for item in items {
                let fetch = Habit.fetchRequest()
                fetch.predicate = NSPredicate(format: "id == %@", item.id as CVarArg)
                fetch.fetchLimit = 1
                let habit = (try? context.fetch(fetch).first) ?? Habit(context: context)
                guard habit.updatedAt == nil || habit.updatedAt! < item.updatedAt else { continue }
                habit.id = item.id
                habit.name = item.name
                habit.sortIndex = item.sortIndex
                habit.streak = item.streak
                habit.updatedAt = item.updatedAt
            }
            if context.hasChanges {
                try? context.save()
            }
        }
    }
}
