import XCTest
import CoreData
@testable import Habitly

final class SyncServiceTests: XCTestCase {

    func testApplyRemoteInsertsNewHabits() throws {
        let item = RemoteHabit(id: UUID(), name: "跑步", sortIndex: 0, streak: 3, updatedAt: .now)
        SyncService.shared.applyRemote([item])
        let context = PersistenceController.shared.container.viewContext
        let fetch = Habit.fetchRequest()
        fetch.predicate = NSPredicate(format: "id == %@", item.id as CVarArg)
        XCTAssertEqual(try context.count(for: fetch), 1)
    }

    func testOlderRemoteDoesNotOverwrite() throws {
        let id = UUID()
        let newer = RemoteHabit(id: id, name: "新名字", sortIndex: 0, streak: 5, updatedAt: .now)
        let older = RemoteHabit(id: id, name: "旧名字", sortIndex: 0, streak: 1,
                                updatedAt: .now.addingTimeInterval(-3600))
        SyncService.shared.applyRemote([newer])
        SyncService.shared.applyRemote([older])
        let context = PersistenceController.shared.container.viewContext
        let fetch = Habit.fetchRequest()
        fetch.predicate = NSPredicate(format: "id == %@", id as CVarArg)
        XCTAssertEqual(try context.fetch(fetch).first?.name, "新名字")
    }

    func testRemoteDecodingUsesISO8601Dates() throws {
        let json = #"[{"id":"6F1C2B1E-8E0B-4B1F-9C55-0B8E4C1D2A10","name":"冥想","sortIndex":1,"streak":0,"updatedAt":"2025-11-01T08:00:00Z"}]"#
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let items = try decoder.decode([RemoteHabit].self, from: Data(json.utf8))
        XCTAssertEqual(items.first?.name, "冥想")
    }
}
