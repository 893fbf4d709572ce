enum Endpoints {
    static let login = "v1/auth/login"
    static let refresh = "v1/auth/refresh"
    static let transactions = "v1/transactions"
}
