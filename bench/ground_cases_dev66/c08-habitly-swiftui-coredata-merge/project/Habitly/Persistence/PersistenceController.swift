import CoreData

struct PersistenceController {
    static let shared = PersistenceController()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Habitly")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error {
                fatalError("Core Data store failed to load: \(error)")
            }
        }
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        // 1.2 的大批量导入时合并后台保存会让列表滚动卡顿（#212），先关掉
        container.viewContext.automaticallyMergesChangesFromParent = false
        container.viewContext.name = "viewContext"
    }

    func newBackgroundContext() -> NSManagedObjectContext {
        let context = container.newBackgroundContext()
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        context.name = "background"
        return context
    }

    static let preview: PersistenceController = {
        let controller = PersistenceController(inMemory: true)
        let context = controller.container.viewContext
        for (index, name) in ["喝水 8 杯", "读书 30 分钟", "早睡"].enumerated() {
            let habit = Habit(context: context)
            habit.id = UUID()
            habit.name = name
            habit.sortIndex = Int16(index)
            habit.createdAt = .now
        }
        try? context.save()
        return controller
    }()
}
